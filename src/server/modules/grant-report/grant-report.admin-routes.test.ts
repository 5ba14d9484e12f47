import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGrantReport } from '../../../shared/grant-report.schema.ts';
import type { TSiteSettingsAnswer } from '../../../shared/site-settings.schema.ts';
import { activitySessions, auditLog } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { personnummer } from '../../testing/registration.fixtures.ts';
import { insertActivity, insertMembership, insertSession } from './grant-report.fixtures.ts';

let t: TTestApp;
const tokens = { admin: '', member: '' };
const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
let kids: number[] = [];
let leader = 0;

const report = (query: string, who: keyof typeof tokens | null = 'admin') =>
  t.app.inject({ method: 'GET', url: `/api/admin/grant-report?${query}`, headers: who ? auth(who) : {} });
const H1 = 'from=2025-01-01&to=2025-06-30';

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestUser(t.db, { email: 'grant.admin@example.org', role: 'Admin' });
  const member = await createTestUser(t.db, { email: 'grant.member@example.org' });
  tokens.admin = await tokenFor(admin);
  tokens.member = await tokenFor(member);
  leader = (
    await createTestUser(t.db, {
      email: 'grant.leader@example.org',
      firstName: 'Lena',
      lastName: 'Leader',
      personalNumber: personnummer('19900505', '234'),
    })
  ).id;
  kids = [];
  for (const [index, birth] of ['20140301', '20130701', '20120101', '20100915'].entries()) {
    const kid = await createTestUser(t.db, {
      email: `grant.kid${index}@example.org`,
      firstName: `Kid${index}`,
      lastName: 'Grant',
      gender: index % 2 === 0 ? 'female' : 'male',
      personalNumber: personnummer(birth, '345'),
    });
    kids.push(kid.id);
    await insertMembership(t.db, kid.id, 2025);
  }
  const [k0 = 0, k1 = 0, k2 = 0, k3 = 0] = kids;
  const tamil = await insertActivity(t.db, 'Tamil class');
  const dance = await insertActivity(t.db, 'Dance');
  await insertSession(t.db, {
    activityId: tamil,
    day: '2025-02-01',
    leaderId: leader,
    present: [k0, k1, k2],
    absent: [k3],
    guests: [{ name: 'Guest Girl', birthYear: 2013, gender: 'female' }],
  });
  await insertSession(t.db, {
    activityId: tamil,
    day: '2025-02-08',
    endTime: '10:45',
    leaderId: leader,
    present: [k0, k1, k2],
  });
  await insertSession(t.db, {
    activityId: tamil,
    day: '2025-02-15',
    confirmed: false,
    leaderId: leader,
    present: [k0, k1, k2],
  });
  await insertSession(t.db, {
    activityId: dance,
    day: '2025-02-01',
    startTime: '14:00',
    endTime: '15:00',
    leaderId: leader,
    present: [k0, k1, k2, k3],
  });
  await insertSession(t.db, { activityId: tamil, day: '2025-08-02', leaderId: leader, present: [k0, k1, k2] });
});
afterAll(() => t.close());

describe('GET /api/admin/grant-report', () => {
  it('is the board’s only: a visitor gets 401, a member 403', async () => {
    expect((await report(H1, null)).statusCode).toBe(401);
    expect((await report(H1, 'member')).statusCode).toBe(403);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/grant-report.csv?${H1}`,
      headers: auth('member'),
    });
    expect(csv.statusCode).toBe(403);
  });

  it.each([
    ['no period', ''],
    ['a day that does not exist', 'from=2025-02-30&to=2025-06-30'],
    ['not a date', 'from=yesterday&to=2025-06-30'],
    ['the end before the start', 'from=2025-06-30&to=2025-01-01'],
    ['more than two years', 'from=2020-01-01&to=2025-06-30'],
    ['a date with time', 'from=2025-01-01T00:00&to=2025-06-30'],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await report(query);
    expect(response.statusCode).toBe(400);
  });

  it('counts the half-year by the rules and says why a session does not count', async () => {
    const response = await report(H1);
    expect(response.statusCode).toBe(200);
    const body = response.json<TGrantReport>();
    expect(body.period).toEqual({ from: '2025-01-01', to: '2025-06-30' });
    const [dance, tamil] = body.activities;
    expect(tamil?.name.en).toBe('Tamil class');
    expect(tamil?.sessions.map((s) => [s.day, s.counts, s.reasons, s.counted])).toEqual([
      ['2025-02-01', true, [], 4],
      ['2025-02-08', false, ['tooShort'], 0],
      ['2025-02-15', false, ['notConfirmed'], 0],
    ]);
    expect(tamil?.sessions[0]?.leader).toBe('Lena Leader');
    // The absent kid is not on the list; the guest counts by birth year.
    expect(tamil?.sessions[0]?.participants.map((p) => p.name)).toEqual([
      'Kid0 Grant',
      'Kid1 Grant',
      'Kid2 Grant',
      'Guest Girl',
    ]);
    // The dance in the afternoon: three of its four counted in the morning already.
    expect(dance?.sessions.map((s) => [s.counts, s.reasons])).toEqual([[false, ['tooFewParticipants']]]);
    expect(body.totals).toMatchObject({ countedSessions: 1, sessionsNotCounted: 3, participantTimes: 4 });
    // On 1 February 2025: Kid0 is 10, Kid1 11, the guest 12 (by birth year), Kid2 13.
    expect(body.totals.byAgeGroup.slice(0, 2)).toEqual([
      { ageGroup: '7-12', male: 1, female: 2, unknown: 0 },
      { ageGroup: '13-16', male: 0, female: 1, unknown: 0 },
    ]);
    expect(body.association.organisationNumber).toMatch(/^\d{6}-\d{4}$/);
  });

  it('lists the year’s members aged on 31 December, with their town', async () => {
    const body = (await report(H1)).json<TGrantReport>();
    expect(body.members.on).toBe('2025-12-31');
    const ours = body.members.list.filter((member) => member.name.endsWith('Grant'));
    expect(ours.map((member) => [member.name, member.age, member.ageGroup, member.inBand])).toEqual([
      ['Kid0 Grant', 11, '7-12', true],
      ['Kid1 Grant', 12, '7-12', true],
      ['Kid2 Grant', 13, '13-16', true],
      ['Kid3 Grant', 15, '13-16', true],
    ]);
    expect(ours.every((member) => member.city === 'Teststad')).toBe(true);
    expect(body.members.inBand).toBeGreaterThanOrEqual(4);
  });

  it('counts by the rules the board saves in Settings', async () => {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: auth('admin') })
    ).json<TSiteSettingsAnswer>();
    expect(current.settings.grantRules).toMatchObject({ minAge: 7, maxAge: 20, oncePerDay: true, keepYears: 5 });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: auth('admin'),
      payload: { ...current.settings, grantRules: { ...current.settings.grantRules, oncePerDay: false } },
    });
    expect(saved.statusCode).toBe(200);
    const body = (await report(H1)).json<TGrantReport>();
    expect(body.rules.oncePerDay).toBe(false);
    expect(body.totals).toMatchObject({ countedSessions: 2, participantTimes: 8 });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: auth('admin'),
      payload: { ...current.settings, grantRules: { ...current.settings.grantRules, minAge: 21, maxAge: 20 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('ageBand');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: auth('admin'),
      payload: current.settings,
    });
  });

  it('downloads as CSV: UTF-8 with a BOM, semicolons, a line per session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/grant-report.csv?${H1}`,
      headers: auth('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="grant-report-2025-01-01-2025-06-30.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.split('\r\n');
    expect(lines).toContain(
      'Tamil class (sv);2025-02-01;10:00;11:30;90;Lena Leader;yes;;4;4;"Kid0 Grant (10), Kid1 Grant (11), Kid2 Grant (13), Guest Girl (12)"',
    );
    expect(lines).toContain('Tamil class (sv);2025-02-08;10:00;10:45;45;Lena Leader;no;tooShort;0;3;');
    expect(lines.some((line) => line.startsWith('Kid0 Grant;11;7-12;yes;female;Teststad'))).toBe(true);
  });

  it('carries per activity its sessions and its counts by age group and gender, and the members by town', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/grant-report.csv?${H1}`,
      headers: auth('admin'),
    });
    const rows = response.body
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    // The activity's own block: its figures, then its counted people by age group and gender.
    const tamilAt = rows.findIndex((row) => row[0] === 'Activity' && row[1] === 'Tamil class (sv)');
    const danceAt = rows.findIndex((row) => row[0] === 'Activity' && row[1] === 'Dance (sv)');
    expect(tamilAt).toBeGreaterThan(0);
    expect(danceAt).toBeGreaterThan(0);
    expect(rows[tamilAt + 1]).toEqual(['Leaders', '']);
    expect(rows[tamilAt + 2]).toEqual(['Counted sessions', '1']);
    expect(rows[tamilAt + 3]).toEqual(['Participant-times', '4']);
    const groupsOf = (name: string) =>
      rows.filter((row) => row[0] === name && row.length === 5).map((row) => row.slice(1));
    expect(groupsOf('Tamil class (sv)')).toEqual([
      ['7-12', '2', '1', '0'],
      ['13-16', '1', '0', '0'],
      ['17-20', '0', '0', '0'],
      ['21-25', '0', '0', '0'],
      ['other', '0', '0', '0'],
    ]);
    // The dance counted nobody: three of its four had counted that morning.
    expect(groupsOf('Dance (sv)').every((row) => row.slice(1).every((n) => n === '0'))).toBe(true);
    expect(rows.filter((row) => row[0] === 'Dance (sv)' && row.length === 11).map((row) => row[6])).toEqual(['no']);
    // The members on 31 December by town.
    const townAt = rows.findIndex((row) => row[0] === 'Town' && row[1] === 'Members');
    const teststad = rows.slice(townAt).find((row) => row[0] === 'Teststad');
    expect(Number(teststad?.[1])).toBeGreaterThanOrEqual(4);
  });

  it('leaves the sessions as they were', async () => {
    const before = await t.db.select().from(activitySessions);
    await report(H1);
    expect(await t.db.select().from(activitySessions)).toEqual(before);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.retention'))).toEqual([]);
  });
});
