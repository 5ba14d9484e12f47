import type { TDatabase } from '../../db/client.ts';
import {
  activities,
  activityDaysOff,
  activityEnrolments,
  activityLeaders,
  type TNewActivity,
} from '../../db/schema.ts';

// Activities, their leaders and enrolments as rows: the activities module owns their editor, and the
// attendance tests need only the rows.

/** Attendance tests run on a Saturday afternoon, Swedish time; the class meets on Saturdays. */
export const ATTENDANCE_TEST_NOW = new Date('2026-03-07T15:00:00+01:00');
export const TODAY = '2026-03-07';
export const LAST_WEEK = '2026-02-28';
/** A Saturday off (the hall was taken). */
export const DAY_OFF = '2026-02-21';
export const NEXT_WEEK = '2026-03-14';

let activityNumber = 0;

/** A Saturday class from 10 January to 13 June 2026 with one day off. */
export async function insertActivity(db: TDatabase, values: Partial<TNewActivity> = {}) {
  activityNumber += 1;
  const [activity] = await db
    .insert(activities)
    .values({
      nameTa: `தமிழ் வகுப்பு ${activityNumber}`,
      nameEn: `Tamil class ${activityNumber}`,
      nameSv: `Tamilklass ${activityNumber}`,
      place: 'Folkets hus',
      audience: 'kids',
      minAge: 6,
      maxAge: 12,
      weekday: 6,
      startTime: '10:00',
      endTime: '12:00',
      startsOn: '2026-01-10',
      endsOn: '2026-06-13',
      ...values,
    })
    .returning();
  if (!activity) throw new Error('no activity');
  await db.insert(activityDaysOff).values({ activityId: activity.id, day: DAY_OFF });
  return activity;
}

export async function addLeader(db: TDatabase, activityId: number, userId: number) {
  await db.insert(activityLeaders).values({ activityId, userId });
}

export async function enrol(db: TDatabase, activityId: number, userIds: number[]) {
  await db.insert(activityEnrolments).values(userIds.map((userId) => ({ activityId, userId })));
}
