import type { TActivityAdmin, TActivityPerson, TActivityPublic } from '../../../shared/activities.schema.ts';
import type { TActivityAudience } from '../../../shared/activity-values.ts';
import { ADULT_AGE } from '../../../shared/fees.ts';
import { ageOn } from '../../../shared/personnummer.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TActivity } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { TActivitiesRepo, TActivityPersonRow } from './activities.repo.ts';

/**
 * What reading an activity needs: its repository and the clock (ages are counted today). A module's
 * context that holds these (activities', attendance's, the grant report's) can read through here.
 */
export type TActivityReader = { clock: () => Date; repos: { activities: TActivitiesRepo } };

export const activityNotFound = () => new HttpError(404, 'not_found', 'There is no such activity.');

export function ageToday(reader: TActivityReader, personalNumber: string | null): number | null {
  return personalNumber ? ageOn(personalNumber, reader.clock()) : null;
}

/**
 * Whether a person of this age may join: kids need a known age under 18 within the band (an open end
 * bounds nothing); adults are 18 or older (a member without a personal number counts as an adult, as
 * bookings count them); everyone may join an activity for everyone.
 */
export function mayJoin(
  activity: { audience: TActivityAudience; minAge: number | null; maxAge: number | null },
  age: number | null,
): boolean {
  if (activity.audience === 'everyone') return true;
  if (activity.audience === 'adults') return age === null || age >= ADULT_AGE;
  if (age === null || age >= ADULT_AGE) return false;
  return (activity.minAge === null || age >= activity.minAge) && (activity.maxAge === null || age <= activity.maxAge);
}

export function personOf(reader: TActivityReader, row: TActivityPersonRow): TActivityPerson {
  return {
    userId: row.userId,
    givenId: row.givenId,
    firstName: row.firstName,
    lastName: row.lastName,
    age: ageToday(reader, row.personalNumber),
  };
}

export function publicOf(row: TActivity, daysOff: string[]): TActivityPublic {
  return {
    id: row.id,
    nameTa: row.nameTa,
    nameEn: row.nameEn,
    nameSv: row.nameSv,
    descriptionTa: row.descriptionTa,
    descriptionEn: row.descriptionEn,
    descriptionSv: row.descriptionSv,
    place: row.place,
    audience: row.audience,
    minAge: row.minAge,
    maxAge: row.maxAge,
    weekday: row.weekday,
    startTime: row.startTime,
    endTime: row.endTime,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    daysOff,
  };
}

/** Activities with their days off, leaders and enrolled members: the board's view, personal data included. */
export async function activitiesWithPeople(
  reader: TActivityReader,
  rows: TActivity[],
  tx?: TExecutor,
): Promise<TActivityAdmin[]> {
  const repo = reader.repos.activities;
  const ids = rows.map((row) => row.id);
  const [daysOff, leaders, enrolled] = await Promise.all([
    repo.daysOff(ids, tx),
    repo.leaders(ids, tx),
    repo.enrolled(ids, tx),
  ]);
  return rows.map((row) => ({
    ...publicOf(row, daysOff.get(row.id) ?? []),
    published: row.published,
    leaders: leaders.filter((leader) => leader.activityId === row.id).map((leader) => personOf(reader, leader)),
    enrolled: enrolled.filter((person) => person.activityId === row.id).map((person) => personOf(reader, person)),
  }));
}

/**
 * One activity (published or not) with its days off, leaders and enrolled members; null when there is
 * none. Personal data: show it only to the board, the activity's leaders and, of their own members,
 * a family.
 */
export async function readActivity(
  reader: TActivityReader,
  id: number,
  tx?: TExecutor,
): Promise<TActivityAdmin | null> {
  const row = await reader.repos.activities.findById(id, tx);
  if (!row) return null;
  const [activity] = await activitiesWithPeople(reader, [row], tx);
  return activity ?? null;
}

/** Whether the user leads the activity (takes its attendance, sees its enrolled list). */
export async function leadsActivity(reader: TActivityReader, activityId: number, userId: number): Promise<boolean> {
  return reader.repos.activities.isLeader(activityId, userId);
}

/** The ids of the activities the user leads. */
export async function activitiesLedBy(reader: TActivityReader, userId: number): Promise<number[]> {
  return reader.repos.activities.ledBy(userId);
}
