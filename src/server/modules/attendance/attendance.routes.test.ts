import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAttendanceList, ZAttendanceOverview, type TTick } from '../../../shared/attendance.schema.ts';
import { activitySessions, auditLog, type TUser } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { personnummer } from '../../testing/registration.fixtures.ts';
import {
  addLeader,
  ATTENDANCE_TEST_NOW,
  DAY_OFF,
  enrol,
  insertActivity,
  LAST_WEEK,
  NEXT_WEEK,
  TODAY,
} from './attendance.fixtures.ts';

let t: TTestApp;
let classId: number;
let danceId: number;
let leader: TUser;
let coLeader: TUser;
let danceLeader: TUser;
let parent: TUser;
let kid: TUser;
let kid2: TUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ clock: () => ATTENDANCE_TEST_NOW });
  const tamilClass = await insertActivity(t.db);
  const dance = await insertActivity(t.db, { nameEn: 'Bharatanatyam', weekday: 7 });
  classId = tamilClass.id;
  danceId = dance.id;
  leader = await createTestUser(t.db, { firstName: 'Lakshmi', email: 'lakshmi@example.org' });
  coLeader = await createTestUser(t.db, { firstName: 'Kumar', email: 'kumar@example.org' });
  danceLeader = await createTestUser(t.db, { firstName: 'Devi', email: 'devi@example.org' });
  parent = await createTestUser(t.db, { familyNumber: 9801, givenId: '9801A', email: 'parent@example.org' });
  kid = await createTestUser(t.db, {
    familyNumber: 9801,
    givenId: '9801K1',
    firstName: 'Anbu',
    email: null,
    personalNumber: personnummer('20180310'),
  });
  // No valid birth date on record: the list shows no age.
  kid2 = await createTestUser(t.db, {
    familyNumber: 9802,
    givenId: '9802K1',
    firstName: 'Bala',
    email: null,
    personalNumber: null,
  });
  await addLeader(t.db, classId, leader.id);
  await addLeader(t.db, classId, coLeader.id);
  await addLeader(t.db, danceId, danceLeader.id);
  await enrol(t.db, classId, [kid.id, kid2.id]);
  const admin = await createTestUser(t.db, { role: 'Admin', email: 'board.attendance@example.org' });
  for (const [name, user] of Object.entries({ leader, coLeader, danceLeader, parent, admin })) {
    tokens[name] = await tokenFor(user);
  }
}, 60_000);
afterAll(() => t.close());

const as = (who: string) => ({ authorization: `Bearer ${tokens[who] ?? ''}` });
const open = (who: string, day: string, activityId = classId) =>
  t.app.inject({ method: 'GET', url: `/api/attendance/${activityId}/${day}`, headers: as(who) });
const send = (who: string, day: string, ticks: TTick[], activityId = classId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/attendance/${activityId}/${day}/ticks`,
    headers: as(who),
    payload: { ticks },
  });
const list = async (who: string, day: string) => ZAttendanceList.parse((await open(who, day)).json());
const presentOf = (answer: { members: { userId: number; present: boolean | null }[] }, userId: number) =>
  answer.members.find((member) => member.userId === userId)?.present;

// The tests share one database: each ticks, refuses or confirms on a meeting day of its own, so none
// finds another's session or ticks, in whichever order they run.
describe('/api/attendance', () => {
  describe('who may take attendance', () => {
    it('tells My page: leaders and the board yes, other members no', async () => {
      for (const [who, allowed] of [
        ['leader', true],
        ['admin', true],
        ['parent', false],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url: '/api/attendance/access', headers: as(who) });
        expect(response.json(), who).toEqual({ allowed });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/attendance/access' })).statusCode).toBe(401);
    });

    it("lists a leader's own activities only, today's meeting first, then the term's past days", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/attendance', headers: as('leader') });
      expect(response.statusCode).toBe(200);
      const overview = ZAttendanceOverview.parse(response.json());
      expect(overview.today).toBe(TODAY);
      expect(overview.activities.map((activity) => activity.id)).toEqual([classId]);
      const days = overview.activities[0]?.days.map((day) => day.day) ?? [];
      expect(days.slice(0, 3)).toEqual([TODAY, LAST_WEEK, '2026-02-14']);
      expect(days).not.toContain(DAY_OFF);
      expect(days).not.toContain(NEXT_WEEK);
      expect(days.at(-1)).toBe('2026-01-10');
    });

    it('shows the board every activity, and refuses a member who leads none', async () => {
      const board = ZAttendanceOverview.parse(
        (await t.app.inject({ method: 'GET', url: '/api/attendance', headers: as('admin') })).json(),
      );
      expect(board.activities.map((activity) => activity.id)).toEqual(expect.arrayContaining([classId, danceId]));
      const refused = await t.app.inject({ method: 'GET', url: '/api/attendance', headers: as('parent') });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('not_a_leader');
    });

    it("refuses a kid's parent and the leader of another activity, and makes no session for them", async () => {
      const day = '2026-01-17';
      for (const who of ['parent', 'danceLeader']) {
        expect((await open(who, day)).statusCode, who).toBe(403);
        const ticked = await send(who, day, [{ userId: kid.id, present: false, tickedAt: '2026-01-17T10:00:00Z' }]);
        expect(ticked.statusCode, who).toBe(403);
      }
      const sessions = await t.db
        .select()
        .from(activitySessions)
        .where(and(eq(activitySessions.activityId, classId), eq(activitySessions.day, day)));
      expect(sessions).toEqual([]);
    });
  });

  describe('a day list', () => {
    it('opens on a meeting day only, never ahead of today', async () => {
      expect((await open('leader', DAY_OFF)).statusCode).toBe(404);
      expect((await open('leader', '2026-03-06')).statusCode).toBe(404);
      expect((await open('leader', '2026-02-30')).statusCode).toBe(404);
      expect((await open('leader', 'yesterday')).statusCode).toBe(404);
      expect((await open('leader', NEXT_WEEK)).statusCode).toBe(409);
      expect((await open('admin', TODAY, 999_999)).statusCode).toBe(404);
      expect((await open('leader', TODAY, 999_999)).statusCode).toBe(403);
    });

    it('makes the session once, with the enrolled members, their age that day and no ticks', async () => {
      const first = await list('leader', TODAY);
      await list('coLeader', TODAY);
      const sessions = await t.db
        .select()
        .from(activitySessions)
        .where(and(eq(activitySessions.activityId, classId), eq(activitySessions.day, TODAY)));
      expect(sessions).toHaveLength(1);
      expect(first.session).toEqual({ startTime: '10:00', endTime: '12:00', confirmedAt: null, leaderName: null });
      expect(first.members).toEqual([
        { userId: kid.id, name: 'Anbu Person', age: 7, present: null, tickedAt: null },
        { userId: kid2.id, name: 'Bala Person', age: null, present: null, tickedAt: null },
      ]);
    });
  });

  describe('ticks from phones', () => {
    it('two leaders ticking at once lose no tick: a row per person', async () => {
      const [a, b] = await Promise.all([
        send('leader', LAST_WEEK, [{ userId: kid.id, present: true, tickedAt: '2026-02-28T10:05:00Z' }]),
        send('coLeader', LAST_WEEK, [{ userId: kid2.id, present: true, tickedAt: '2026-02-28T10:05:01Z' }]),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const answer = await list('leader', LAST_WEEK);
      expect([presentOf(answer, kid.id), presentOf(answer, kid2.id)]).toEqual([true, true]);
    });

    it('per person the later tick wins, in whichever order the batches arrive', async () => {
      // The co-leader's phone was offline: its older "absent" for Anbu arrives after the leader's newer "present".
      await send('leader', '2026-02-14', [{ userId: kid.id, present: true, tickedAt: '2026-02-14T10:30:00Z' }]);
      const late = await send('coLeader', '2026-02-14', [
        { userId: kid.id, present: false, tickedAt: '2026-02-14T10:10:00Z' },
        { userId: kid2.id, present: false, tickedAt: '2026-02-14T10:10:00Z' },
      ]);
      expect(late.statusCode).toBe(200);
      const answer = ZAttendanceList.parse(late.json());
      expect(presentOf(answer, kid.id)).toBe(true);
      expect(presentOf(answer, kid2.id)).toBe(false);
      // Interleaved: each leader changes their mind once; the latest of the four counts.
      await send('leader', '2026-02-14', [{ userId: kid2.id, present: true, tickedAt: '2026-02-14T10:40:00Z' }]);
      await send('coLeader', '2026-02-14', [{ userId: kid2.id, present: false, tickedAt: '2026-02-14T10:35:00Z' }]);
      expect(presentOf(await list('coLeader', '2026-02-14'), kid2.id)).toBe(true);
    });

    it('a batch sent again changes nothing, and a guest is added once', async () => {
      const guest = { name: "D'Souza-Raman", birthYear: 2017, gender: 'female' as const };
      const batch: TTick[] = [
        { userId: kid.id, present: true, tickedAt: '2026-02-07T10:01:00.250Z' },
        { guestKey: 'phone-guest-0001', guest, present: true, tickedAt: '2026-02-07T10:02:00Z' },
        { userId: kid.id, present: false, tickedAt: '2026-02-07T10:03:00Z' },
      ];
      const first = ZAttendanceList.parse((await send('leader', '2026-02-07', batch)).json());
      const again = ZAttendanceList.parse((await send('leader', '2026-02-07', batch)).json());
      expect(again).toEqual(first);
      expect(first.guests).toEqual([
        {
          guestKey: 'phone-guest-0001',
          name: "D'Souza-Raman",
          birthYear: 2017,
          gender: 'female',
          present: true,
          tickedAt: '2026-02-07T10:02:00.000Z',
        },
      ]);
      expect(presentOf(first, kid.id)).toBe(false);
    });

    it('a tick from a phone whose clock runs ahead counts as made now', async () => {
      await send('leader', '2026-01-31', [{ userId: kid.id, present: true, tickedAt: '2030-01-01T00:00:00Z' }]);
      const answer = await send('coLeader', '2026-01-31', [
        { userId: kid.id, present: false, tickedAt: ATTENDANCE_TEST_NOW.toISOString() },
      ]);
      expect(presentOf(ZAttendanceList.parse(answer.json()), kid.id)).toBe(false);
    });

    it('refuses the whole batch for someone not on the list or a guest born after the day, and keeps nothing', async () => {
      const stranger = await createTestUser(t.db, { email: 'stranger@example.org' });
      const response = await send('leader', '2026-01-24', [
        { userId: kid.id, present: true, tickedAt: '2026-01-24T10:00:00Z' },
        { userId: stranger.id, present: true, tickedAt: '2026-01-24T10:00:00Z' },
        {
          guestKey: 'phone-guest-0002',
          guest: { name: 'Late Born', birthYear: 2027, gender: 'male' },
          present: true,
          tickedAt: '2026-01-24T10:00:00Z',
        },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'ticks.1.userId': 'valueInvalid',
        'ticks.2.guest.birthYear': 'valueInvalid',
      });
      const sessions = await t.db
        .select()
        .from(activitySessions)
        .where(and(eq(activitySessions.activityId, classId), eq(activitySessions.day, '2026-01-24')));
      expect(sessions).toEqual([]);
    });
  });

  describe('times and confirmation', () => {
    it('a leader corrects the times and confirms; each change is audit-logged', async () => {
      const day = '2026-01-10';
      await send('leader', day, [{ userId: kid.id, present: true, tickedAt: '2026-01-10T10:05:00Z' }]);
      await send('coLeader', day, [{ userId: kid2.id, present: true, tickedAt: '2026-01-10T10:06:00Z' }]);
      const url = `/api/attendance/${classId}/${day}`;
      const refused = await t.app.inject({
        method: 'PUT',
        url: `${url}/times`,
        headers: as('leader'),
        payload: { startTime: '12:00', endTime: '11:00' },
      });
      expect(refused.statusCode).toBe(400);
      const times = await t.app.inject({
        method: 'PUT',
        url: `${url}/times`,
        headers: as('leader'),
        payload: { startTime: '10:15', endTime: '12:30' },
      });
      expect(ZAttendanceList.parse(times.json()).session).toMatchObject({ startTime: '10:15', endTime: '12:30' });
      const confirmed = await t.app.inject({ method: 'POST', url: `${url}/confirm`, headers: as('coLeader') });
      expect(ZAttendanceList.parse(confirmed.json()).session).toEqual({
        startTime: '10:15',
        endTime: '12:30',
        confirmedAt: ATTENDANCE_TEST_NOW.toISOString(),
        leaderName: 'Kumar Person',
      });
      const overview = ZAttendanceOverview.parse(
        (await t.app.inject({ method: 'GET', url: '/api/attendance', headers: as('leader') })).json(),
      );
      const listed = overview.activities[0]?.days.find((entry) => entry.day === day);
      expect(listed).toEqual({ day, confirmed: true, present: 2 });
      const audit = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(like(auditLog.target, `activity:${classId}:${day}`));
      expect(audit.map((entry) => entry.action).sort()).toEqual([
        'attendance.confirm',
        'attendance.tick',
        'attendance.tick',
        'attendance.times',
      ]);
    });

    it('the board confirms any activity', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/attendance/${danceId}/2026-03-01/confirm`,
        headers: as('admin'),
      });
      expect(response.statusCode).toBe(200);
      expect(ZAttendanceList.parse(response.json()).session.leaderName).toBe('Test Person');
    });
  });
});
