import type {
  TActivityAdmin,
  TActivityAdminList,
  TActivityList,
  TActivityPeople,
  TActivityPublic,
  TActivityValues,
} from '../../../shared/activities.schema.ts';
import type { TAppBasics } from '../../app-basics.ts';
import type { TExecutor } from '../../db/client.ts';
import { FieldValidationError } from '../../http/field-errors.ts';
import { HttpError } from '../../http/errors.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TActivitiesRepo, TActivityColumns } from './activities.repo.ts';
import { activitiesWithPeople, activityNotFound, personOf, publicOf, readActivity } from './activity-read.ts';

/** Made once per app: the public answers' cache (cleared after every change), the clock, the repositories. */
export type TActivitiesContext = TAppBasics & {
  cache: TTtlCache;
  repos: { activities: TActivitiesRepo; audit: TAuditRepo };
};

/** At most this many members answer a name search. */
const SEARCH_LIMIT = 20;

/** GET /api/activities: the published activities, by weekday and time. */
export async function publicActivities(context: TActivitiesContext): Promise<TActivityList> {
  return context.cache.get('list', async () => {
    const rows = await context.repos.activities.list(true);
    const daysOff = await context.repos.activities.daysOff(rows.map((row) => row.id));
    return { activities: rows.map((row) => publicOf(row, daysOff.get(row.id) ?? [])) };
  });
}

/** GET /api/activities/:id: a published activity; an unpublished one and a made-up id look the same. */
export async function publicActivity(context: TActivitiesContext, id: number): Promise<TActivityPublic> {
  const activity = await context.cache.get(`activity:${id}`, async () => {
    const row = await context.repos.activities.findById(id);
    if (!row?.published) return null;
    const daysOff = await context.repos.activities.daysOff([id]);
    return publicOf(row, daysOff.get(id) ?? []);
  });
  if (!activity) throw activityNotFound();
  return activity;
}

export async function adminActivities(context: TActivitiesContext): Promise<TActivityAdminList> {
  return { activities: await activitiesWithPeople(context, await context.repos.activities.list(false)) };
}

/** GET /api/admin/activities/people?q=: approved members by name or member number. */
export async function searchPeople(context: TActivitiesContext, text: string): Promise<TActivityPeople> {
  const rows = await context.repos.activities.searchApproved(text, SEARCH_LIMIT);
  return { people: rows.map((row) => personOf(context, row)) };
}

function columnsOf(values: TActivityValues): TActivityColumns {
  const { daysOff: _daysOff, leaderIds: _leaderIds, ...columns } = values;
  return columns;
}

/** The leaders must be approved members; a refused one is named on the form's leader field. */
async function checkLeaders(context: TActivitiesContext, leaderIds: number[], tx: TExecutor): Promise<number[]> {
  const unique = [...new Set(leaderIds)];
  const found = await context.repos.activities.approvedMembers(unique, tx);
  if (found.length !== unique.length) throw new FieldValidationError({ leaderIds: 'valueInvalid' });
  return unique;
}

async function answerFor(context: TActivitiesContext, id: number, tx?: TExecutor): Promise<TActivityAdmin> {
  const activity = await readActivity(context, id, tx);
  if (!activity) throw activityNotFound();
  return activity;
}

async function save(
  context: TActivitiesContext,
  actorId: number,
  values: TActivityValues,
  existingId: number | null,
): Promise<TActivityAdmin> {
  const repo = context.repos.activities;
  const answer = await context.db.transaction(async (tx) => {
    if (existingId !== null && !(await repo.findById(existingId, tx))) throw activityNotFound();
    const leaderIds = await checkLeaders(context, values.leaderIds, tx);
    const daysOff = [...new Set(values.daysOff)].sort();
    const columns = columnsOf(values);
    const id = existingId ?? (await repo.insert(columns, actorId, tx));
    if (existingId !== null) await repo.update(existingId, columns, tx);
    await repo.replaceDaysOff(id, daysOff, tx);
    await repo.replaceLeaders(id, leaderIds, tx);
    await context.repos.audit.record(
      {
        actorId,
        action: existingId === null ? 'activity.create' : 'activity.update',
        target: `activity:${id}`,
        details: { ...columns, daysOff, leaderIds },
      },
      tx,
    );
    return answerFor(context, id, tx);
  });
  // After the commit: a read in between would otherwise cache the old answer again.
  context.cache.invalidate();
  return answer;
}

export const createActivity = (context: TActivitiesContext, actorId: number, values: TActivityValues) =>
  save(context, actorId, values, null);

export const updateActivity = (context: TActivitiesContext, actorId: number, id: number, values: TActivityValues) =>
  save(context, actorId, values, id);

export async function deleteActivity(context: TActivitiesContext, actorId: number, id: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const row = await context.repos.activities.findById(id, tx);
    if (!row || !(await context.repos.activities.remove(id, tx))) throw activityNotFound();
    await context.repos.audit.record(
      {
        actorId,
        action: 'activity.delete',
        target: `activity:${id}`,
        details: { nameTa: row.nameTa, nameEn: row.nameEn },
      },
      tx,
    );
  });
  context.cache.invalidate();
}

type TEnrolment = { actorId: number; activityId: number; userId: number };

/**
 * A board change to who is enrolled in an activity, in one transaction: the activity must exist, a
 * change that was made is audit-logged as `action`, and the answer is the activity as it is then.
 */
async function changeEnrolment(
  context: TActivitiesContext,
  { actorId, activityId, userId }: TEnrolment,
  action: 'activity.enrol' | 'activity.unenrol',
  change: (repo: TActivitiesRepo, tx: TExecutor) => Promise<boolean>,
): Promise<TActivityAdmin> {
  const repo = context.repos.activities;
  return context.db.transaction(async (tx) => {
    if (!(await repo.findById(activityId, tx))) throw activityNotFound();
    if (await change(repo, tx)) {
      await context.repos.audit.record({ actorId, action, target: `activity:${activityId}`, details: { userId } }, tx);
    }
    return answerFor(context, activityId, tx);
  });
}

/** The board enrols any approved member, whatever the audience: it knows the exceptions. */
export function boardEnrol(context: TActivitiesContext, actorId: number, activityId: number, userId: number) {
  return changeEnrolment(context, { actorId, activityId, userId }, 'activity.enrol', async (repo, tx) => {
    if (!(await repo.approvedMember(userId, tx))) throw new FieldValidationError({ userId: 'valueInvalid' });
    // Enrolling someone already enrolled changes nothing and logs nothing.
    return repo.enrol(activityId, userId, actorId, tx);
  });
}

export function boardUnenrol(context: TActivitiesContext, actorId: number, activityId: number, userId: number) {
  return changeEnrolment(context, { actorId, activityId, userId }, 'activity.unenrol', async (repo, tx) => {
    if (!(await repo.unenrol(activityId, userId, tx))) {
      throw new HttpError(404, 'not_enrolled', 'This member is not enrolled in the activity.');
    }
    return true;
  });
}
