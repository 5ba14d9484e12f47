import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activitySessions } from '../db/schema.ts';
import { addLeader, enrol, insertActivity } from '../modules/attendance/attendance.fixtures.ts';
import { createAttendanceRepo } from '../modules/attendance/attendance.repo.ts';
import { createTestUser } from '../testing/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../testing/test-database.ts';
import { seedDemoAttendance } from './attendance.ts';

// Each test starts from an empty database: the first asserts that nothing is there, so in a
// shuffled run it must not meet the second's activities.
let database: TTestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

// A Saturday: the fixtures' class meets on Saturdays, with 21 February off.
const NOW = new Date('2026-03-07T09:00:00+01:00');

describe('demo attendance', () => {
  it('does nothing without activities', async () => {
    const { db } = database.connection;
    await seedDemoAttendance(db, NOW);
    expect(await db.select().from(activitySessions)).toEqual([]);
  });

  it('confirms the last three meeting days before today of a seeded activity, once, and leaves board-made ones alone', async () => {
    const { db } = database.connection;
    const leader = await createTestUser(db, { email: 'demo.leader@example.org' });
    const kids = await Promise.all(
      ['Anbu', 'Bala', 'Chitra'].map((firstName) => createTestUser(db, { firstName, email: null })),
    );
    const seeded = await insertActivity(db);
    const boardMade = await insertActivity(db, { createdBy: leader.id });
    await addLeader(db, seeded.id, leader.id);
    await enrol(
      db,
      seeded.id,
      kids.map((kid) => kid.id),
    );
    await seedDemoAttendance(db, NOW);
    await seedDemoAttendance(db, NOW);

    const sessions = await db.select().from(activitySessions);
    expect(sessions.map((session) => [session.activityId, session.day]).sort()).toEqual(
      [
        [seeded.id, '2026-02-14'],
        [seeded.id, '2026-02-28'],
        [seeded.id, '2026-02-07'],
      ].sort(),
    );
    expect(sessions.every((session) => session.confirmedAt !== null && session.leaderId === leader.id)).toBe(true);
    const repo = createAttendanceRepo(db);
    const first = sessions.find((session) => session.day === '2026-02-07');
    const ticks = await repo.ticksOf(first?.id ?? -1);
    expect(ticks.filter((tick) => tick.userId !== null && tick.present)).toHaveLength(2);
    expect(ticks.filter((tick) => tick.guestKey !== null)).toHaveLength(1);
    expect(sessions.some((session) => session.activityId === boardMade.id)).toBe(false);
  });
});
