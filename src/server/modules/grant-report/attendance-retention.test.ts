import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activityAttendance, activitySessions, auditLog } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { keptFrom, runAttendanceRetention } from './attendance-retention.ts';
import { insertActivity, insertSession } from './grant-report.fixtures.ts';

// The first of June 2026, at night: with five years kept, the sessions before 2021 go.
const NOW = new Date(2026, 5, 1, 3, 0);

let t: TTestApp;
let kid = 0;
let kidToken = '';
const sessionIds: Record<string, number> = {};

it('keeps whole calendar years', () => {
  expect(keptFrom(new Date(2026, 10, 27), 5)).toBe('2021-01-01');
  expect(keptFrom(new Date(2026, 0, 1), 3)).toBe('2023-01-01');
});

describe('attendance retention', () => {
  // Each test starts from its own database with the same sessions: the deletion, the daily job and
  // the export each count what they removed or read, which another test's run must not change.
  beforeEach(async () => {
    t = await buildTestApp({ clock: () => NOW });
    const user = await createTestUser(t.db, { email: 'retention.kid@example.org', firstName: 'Keep', lastName: 'Kid' });
    kid = user.id;
    kidToken = await tokenFor(user);
    const activity = await insertActivity(t.db, 'Chess');
    for (const day of ['2019-05-04', '2020-12-31', '2021-01-01', '2025-03-01']) {
      sessionIds[day] = await insertSession(t.db, {
        activityId: activity,
        day,
        present: [kid],
        guests: [{ name: 'G', birthYear: 2012 }],
      });
    }
    await insertSession(t.db, { activityId: activity, day: '2025-03-08', absent: [kid] });
  });
  afterEach(() => t.close());

  it('deletes the sessions before the kept years with their attendance, once, and audit-logs the counts', async () => {
    const first = await runAttendanceRetention(t.app.contexts.grantReport, NOW);
    expect(first).toEqual({ before: '2021-01-01', sessions: 2, attendance: 4 });
    const left = await t.db.select({ day: activitySessions.day }).from(activitySessions);
    expect(left.map((row) => row.day).sort()).toEqual(['2021-01-01', '2025-03-01', '2025-03-08']);
    const oldTicks = await t.db
      .select()
      .from(activityAttendance)
      .where(inArray(activityAttendance.sessionId, [sessionIds['2019-05-04'] ?? 0, sessionIds['2020-12-31'] ?? 0]));
    expect(oldTicks).toEqual([]);

    const again = await runAttendanceRetention(t.app.contexts.grantReport, NOW);
    expect(again).toEqual({ before: '2021-01-01', sessions: 0, attendance: 0 });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.retention'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBeNull();
    expect(entries[0]?.details).toEqual({ before: '2021-01-01', sessions: 2, attendance: 4 });
    expect(JSON.stringify(entries[0])).not.toContain('Keep');
  });

  it('runs as the daily job at most once a day', async () => {
    expect(await t.app.attendanceRetention.runIfDue()).toBe(2);
    expect(await t.app.attendanceRetention.runIfDue()).toBe(0);
    const left = await t.db.select({ day: activitySessions.day }).from(activitySessions);
    expect(left).toHaveLength(3);
  });

  it("puts what is kept in the member's own data export: the activity, the day and whether they came", async () => {
    await runAttendanceRetention(t.app.contexts.grantReport, NOW);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/member/export',
      headers: { authorization: `Bearer ${kidToken}` },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ attendance: unknown[] }>();
    expect(data.attendance).toEqual([
      { userId: kid, activity: { ta: 'Chess (ta)', en: 'Chess', sv: 'Chess (sv)' }, day: '2021-01-01', present: true },
      { userId: kid, activity: { ta: 'Chess (ta)', en: 'Chess', sv: 'Chess (sv)' }, day: '2025-03-01', present: true },
      { userId: kid, activity: { ta: 'Chess (ta)', en: 'Chess', sv: 'Chess (sv)' }, day: '2025-03-08', present: false },
    ]);
  });
});
