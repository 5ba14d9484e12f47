import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TActivityAdmin,
  TActivityAdminList,
  TActivityFields,
  TActivityList,
  TActivityPeople,
  TFamilyActivities,
} from '../../../shared/activities.schema.ts';
import { auditLog } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { personnummer } from '../../testing/registration.fixtures.ts';

let t: TTestApp;
/** The app's clock: ages are counted on 1 March 2026. */
const NOW = new Date('2026-03-01T12:00:00Z');
const tokens = { admin: '', parent: '', stranger: '', leader: '' };
const ids = { kid7: 0, kid15: 0, parent: 0, leader: 0, strangerKid: 0 };
const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW });
  const admin = await createTestUser(t.db, { email: 'act.admin@example.org', role: 'Admin', givenId: 'ACT-A' });
  const parent = await createTestUser(t.db, { email: 'act.parent@example.org', familyNumber: 7101, givenId: 'ACT-P' });
  const kid = (givenId: string, firstName: string, born: string, familyNumber: number) =>
    createTestUser(t.db, { email: null, givenId, firstName, personalNumber: personnummer(born), familyNumber });
  const kid7 = await kid('ACT-K7', 'Kavin', '20180601', 7101);
  const kid15 = await kid('ACT-K15', 'Nila', '20100601', 7101);
  const stranger = await createTestUser(t.db, {
    email: 'act.stranger@example.org',
    familyNumber: 7102,
    givenId: 'ACT-S',
  });
  const strangerKid = await kid('ACT-SK', 'Other', '20180601', 7102);
  const leader = await createTestUser(t.db, { email: 'act.leader@example.org', givenId: 'ACT-L', firstName: 'Leela' });
  tokens.admin = await tokenFor(admin);
  tokens.parent = await tokenFor(parent);
  tokens.stranger = await tokenFor(stranger);
  tokens.leader = await tokenFor(leader);
  Object.assign(ids, {
    kid7: kid7.id,
    kid15: kid15.id,
    parent: parent.id,
    leader: leader.id,
    strangerKid: strangerKid.id,
  });
});
afterAll(() => t.close());

const fields = (overrides: Partial<TActivityFields> = {}): TActivityFields => ({
  nameTa: 'தமிழ் வகுப்பு',
  nameEn: 'Tamil class',
  nameSv: 'Tamilklass',
  descriptionEn: 'Reading and writing.',
  place: 'Folkets hus',
  audience: 'kids',
  minAge: 5,
  maxAge: 12,
  weekday: 6,
  startTime: '10:00',
  endTime: '12:00',
  startsOn: '2026-01-10',
  endsOn: '2026-06-13',
  daysOff: ['2026-04-04'],
  leaderIds: [],
  published: true,
  ...overrides,
});

async function create(overrides: Partial<TActivityFields> = {}): Promise<TActivityAdmin> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/activities',
    headers: auth('admin'),
    payload: fields(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TActivityAdmin>();
}

describe('/api/admin/activities', () => {
  it('creates an activity with its leader and day off, audit-logged, and shows it in public', async () => {
    const made = await create({ leaderIds: [ids.leader] });
    expect(made.leaders.map((leader) => leader.givenId)).toEqual(['ACT-L']);
    expect(made.daysOff).toEqual(['2026-04-04']);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `activity:${made.id}`));
    expect(audit.map((row) => row.action)).toEqual(['activity.create']);
    const list = (await t.app.inject({ method: 'GET', url: '/api/activities' })).json<TActivityList>();
    const shown = list.activities.find((activity) => activity.id === made.id);
    expect(shown?.daysOff).toEqual(['2026-04-04']);
    expect(shown).not.toHaveProperty('leaders');
    expect(shown).not.toHaveProperty('enrolled');
  });

  it('refuses a bad form field by field and stores nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/activities', headers: auth('admin') })
    ).json<TActivityAdminList>();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/activities',
      headers: auth('admin'),
      payload: fields({ nameEn: '', endTime: '09:00', daysOff: ['2027-01-01'], audience: 'adults' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      nameEn: 'mandatory',
      endTime: 'valueInvalid',
      'daysOff.0': 'valueInvalid',
      minAge: 'valueInvalid',
    });
    const unknownLeader = await t.app.inject({
      method: 'POST',
      url: '/api/admin/activities',
      headers: auth('admin'),
      payload: fields({ leaderIds: [2_000_000] }),
    });
    expect(unknownLeader.statusCode).toBe(400);
    expect(unknownLeader.json().fields).toEqual({ leaderIds: 'valueInvalid' });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/activities', headers: auth('admin') })
    ).json<TActivityAdminList>();
    expect(after.activities.length).toBe(before.activities.length);
  });

  it('changes, unpublishes and deletes; an unpublished activity answers 404 in public', async () => {
    const made = await create();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${made.id}`,
      headers: auth('admin'),
      payload: fields({ published: false, place: 'Skolan' }),
    });
    expect(put.json<TActivityAdmin>()).toMatchObject({ place: 'Skolan', published: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/activities/${made.id}` })).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/activities/${made.id}`,
      headers: auth('admin'),
    });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/activities/${made.id}`,
      headers: auth('admin'),
    });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/activities/abc' })).statusCode).toBe(404);
  });

  it('finds approved members by name for the pickers, and enrols and removes any of them', async () => {
    const made = await create();
    const people = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activities/people?q=leel',
      headers: auth('admin'),
    });
    expect(people.json<TActivityPeople>().people.map((person) => person.givenId)).toEqual(['ACT-L']);
    const tooShort = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activities/people?q=l',
      headers: auth('admin'),
    });
    expect(tooShort.statusCode).toBe(400);
    const enrolled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/activities/${made.id}/enrolments`,
      headers: auth('admin'),
      payload: { userId: ids.kid15 },
    });
    expect(enrolled.json<TActivityAdmin>().enrolled.map((person) => person.age)).toEqual([15]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/activities/${made.id}/enrolments/${ids.kid15}`,
      headers: auth('admin'),
    });
    expect(removed.json<TActivityAdmin>().enrolled).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `activity:${made.id}`));
    expect(audit.map((row) => row.action)).toEqual(['activity.create', 'activity.enrol', 'activity.unenrol']);
  });
});

describe('/api/member/activities', () => {
  it('lists only the family members who may join, and enrols and takes them off', async () => {
    const made = await create();
    const read = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/member/activities', headers: auth('parent') })
      ).json<TFamilyActivities>();
    const before = (await read()).activities.find((activity) => activity.id === made.id);
    // The parent (adult) and the 15-year-old are outside the band 5-12.
    expect(before?.members).toEqual([{ userId: ids.kid7, firstName: 'Kavin', enrolled: false }]);
    const url = `/api/member/activities/${made.id}/enrolments`;
    const enrol = await t.app.inject({ method: 'POST', url, headers: auth('parent'), payload: { userId: ids.kid7 } });
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect(enrol.json<TFamilyActivities>().activities.find((a) => a.id === made.id)?.members[0]?.enrolled).toBe(true);
    const outside = await t.app.inject({
      method: 'POST',
      url,
      headers: auth('parent'),
      payload: { userId: ids.kid15 },
    });
    expect(outside.statusCode).toBe(409);
    const leave = await t.app.inject({ method: 'DELETE', url: `${url}/${ids.kid7}`, headers: auth('parent') });
    expect(leave.statusCode).toBe(200);
  });

  it("refuses a stranger enrolling or taking off someone else's child, and shows them no one else's", async () => {
    const made = await create();
    const url = `/api/member/activities/${made.id}/enrolments`;
    await t.app.inject({ method: 'POST', url, headers: auth('parent'), payload: { userId: ids.kid7 } });
    const enrol = await t.app.inject({ method: 'POST', url, headers: auth('stranger'), payload: { userId: ids.kid7 } });
    expect(enrol.statusCode).toBe(404);
    const leave = await t.app.inject({ method: 'DELETE', url: `${url}/${ids.kid7}`, headers: auth('stranger') });
    expect(leave.statusCode).toBe(404);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/member/activities', headers: auth('stranger') })
    ).json<TFamilyActivities>();
    const seen = theirs.activities.find((activity) => activity.id === made.id)?.members.map((member) => member.userId);
    expect(seen).toEqual([ids.strangerKid]);
    const admin = (
      await t.app.inject({ method: 'GET', url: '/api/admin/activities', headers: auth('admin') })
    ).json<TActivityAdminList>();
    expect(admin.activities.find((activity) => activity.id === made.id)?.enrolled.map((p) => p.userId)).toEqual([
      ids.kid7,
    ]);
  });

  it('refuses a visitor (401), and a member on the board routes (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/member/activities' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/activities', headers: auth('leader') })).statusCode,
    ).toBe(403);
  });
});
