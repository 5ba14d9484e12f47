import type { TFamilyActivities } from '../../../shared/activities.schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { TActivitiesContext } from './activities.service.ts';
import { activityNotFound, ageToday, mayJoin, publicOf } from './activity-read.ts';

// A family enrols and takes off its own members only: who belongs to the caller's family is read
// from the database, never taken from the request.

const notYourMember = () => new HttpError(404, 'not_found', 'There is no such member in your family.');

async function familyIdOf(context: TActivitiesContext, userId: number): Promise<number> {
  const familyId = await context.repos.activities.familyOf(userId);
  if (familyId === null) throw new HttpError(403, 'forbidden', 'Only a member family enrols in activities.');
  return familyId;
}

/**
 * GET /api/activities/family: the published activities with, for each, the caller's family members
 * who may join it or are enrolled already. Only the family's own enrolments are read.
 */
export async function familyActivities(context: TActivitiesContext, userId: number): Promise<TFamilyActivities> {
  const repo = context.repos.activities;
  const familyId = await familyIdOf(context, userId);
  const [rows, members] = await Promise.all([repo.list(true), repo.familyMembers(familyId)]);
  const ids = rows.map((row) => row.id);
  const [daysOff, enrolled] = await Promise.all([repo.daysOff(ids), repo.enrolled(ids)]);
  const ownEnrolled = new Set(
    enrolled.filter((row) => row.familyId === familyId).map((row) => `${row.activityId}:${row.userId}`),
  );
  return {
    activities: rows.map((row) => ({
      ...publicOf(row, daysOff.get(row.id) ?? []),
      members: members
        .map((member) => ({
          userId: member.userId,
          firstName: member.firstName,
          enrolled: ownEnrolled.has(`${row.id}:${member.userId}`),
          eligible: mayJoin(row, ageToday(context, member.personalNumber)),
        }))
        .filter((member) => member.enrolled || member.eligible)
        .map(({ eligible: _eligible, ...member }) => member),
    })),
  };
}

/** The caller's own family member, approved; anyone else answers as if there were no such member. */
async function ownMember(context: TActivitiesContext, callerId: number, userId: number) {
  const familyId = await familyIdOf(context, callerId);
  const member = await context.repos.activities.approvedMember(userId);
  if (!member || member.familyId !== familyId) throw notYourMember();
  return member;
}

/** POST /api/activities/:id/enrolments: enrols a member of the caller's family who may join. */
export async function familyEnrol(
  context: TActivitiesContext,
  callerId: number,
  activityId: number,
  userId: number,
): Promise<TFamilyActivities> {
  const member = await ownMember(context, callerId, userId);
  const activity = await context.repos.activities.findById(activityId);
  if (!activity?.published) throw activityNotFound();
  if (!mayJoin(activity, ageToday(context, member.personalNumber))) {
    throw new HttpError(409, 'not_eligible', 'This member is outside who the activity is for.');
  }
  await context.repos.activities.enrol(activityId, userId, callerId);
  return familyActivities(context, callerId);
}

/** DELETE /api/activities/:id/enrolments/:userId: takes a member of the caller's family off. */
export async function familyUnenrol(
  context: TActivitiesContext,
  callerId: number,
  activityId: number,
  userId: number,
): Promise<TFamilyActivities> {
  await ownMember(context, callerId, userId);
  if (!(await context.repos.activities.unenrol(activityId, userId))) {
    throw new HttpError(404, 'not_enrolled', 'This member is not enrolled in the activity.');
  }
  return familyActivities(context, callerId);
}
