// Activities, sessions and attendance inserted as rows: the grant report's tests need lists as the
// leaders' phones leave them, without the activities and attendance modules' routes.
import type { TDatabase } from '../../db/client.ts';
import { activities, activityAttendance, activitySessions, memberships } from '../../db/schema.ts';
import type { TGender } from '../../../shared/member-values.ts';

let nextGuest = 0;

export async function insertActivity(db: TDatabase, name: string): Promise<number> {
  const [row] = await db
    .insert(activities)
    .values({
      nameTa: `${name} (ta)`,
      nameEn: name,
      nameSv: `${name} (sv)`,
      place: 'Folkets hus',
      audience: 'kids',
      weekday: 6,
      startTime: '10:00',
      endTime: '11:30',
      startsOn: '2019-01-01',
      endsOn: '2030-12-31',
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('no activity');
  return row.id;
}

export type TSessionFixture = {
  activityId: number;
  day: string;
  startTime?: string;
  endTime?: string;
  leaderId?: number | null;
  confirmed?: boolean;
  present?: number[];
  absent?: number[];
  guests?: { name: string; birthYear: number | null; gender?: TGender | null }[];
};

/** A session with its ticks; answers its id. */
export async function insertSession(db: TDatabase, fixture: TSessionFixture): Promise<number> {
  const [session] = await db
    .insert(activitySessions)
    .values({
      activityId: fixture.activityId,
      day: fixture.day,
      startTime: fixture.startTime ?? '10:00',
      endTime: fixture.endTime ?? '11:30',
      leaderId: fixture.leaderId ?? null,
      confirmedAt: fixture.confirmed === false ? null : new Date(`${fixture.day}T12:00:00Z`),
    })
    .returning({ id: activitySessions.id });
  if (!session) throw new Error('no session');
  const tickedAt = new Date(`${fixture.day}T10:05:00Z`);
  const rows = [
    ...(fixture.present ?? []).map((userId) => ({ userId, present: true })),
    ...(fixture.absent ?? []).map((userId) => ({ userId, present: false })),
    ...(fixture.guests ?? []).map((guest) => ({
      guestKey: `guest-${(nextGuest += 1)}`,
      guestName: guest.name,
      guestBirthYear: guest.birthYear,
      guestGender: guest.gender ?? null,
      present: true,
    })),
  ];
  if (rows.length > 0) {
    await db.insert(activityAttendance).values(rows.map((row) => ({ ...row, sessionId: session.id, tickedAt })));
  }
  return session.id;
}

/** An approved membership of a financial year (April to March). */
export async function insertMembership(db: TDatabase, userId: number, year: number): Promise<void> {
  await db.insert(memberships).values({ userId, year, status: 'Approved' });
}
