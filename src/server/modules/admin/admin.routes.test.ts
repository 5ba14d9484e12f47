import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { auditLog, memberships, outbox, users, type TUser } from '../../db/schema.ts';
import { personnummer, registrationPayload, spousePayload } from '../../testing/registration.fixtures.ts';

let t: TTestApp;
let admin: TUser;
let member: TUser;
let adminToken: string;
let memberToken: string;
// 10 May 2025: financial year 2025.
const now = new Date(2025, 4, 10, 12);

beforeAll(async () => {
  t = await buildTestApp({
    clock: () => now,
    env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  // Family numbers below 100 for users made here; registrations through the API take 101 and up.
  admin = await createTestUser(t.db, { familyNumber: 100, role: 'Admin', firstName: 'Chair', lastName: 'Person' });
  member = await createTestUser(t.db, { familyNumber: 1, personalNumber: personnummer('19700101', '111') });
  [adminToken, memberToken] = await Promise.all([tokenFor(admin), tokenFor(member)]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

async function registerFamily(overrides: Parameters<typeof registrationPayload>[0] = {}) {
  const payload = registrationPayload(overrides);
  const response = await t.app.inject({ method: 'POST', url: '/api/membership/register', payload });
  expect(response.statusCode).toBe(200);
  const [registrant] = await t.db.select().from(users).where(eq(users.email, payload.self.email));
  const family = await t.db.select().from(users).where(eq(users.familyId, registrant!.familyId!));
  return { payload, registrant: registrant!, family };
}

const outboxTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email));

describe('access to /api/admin', () => {
  const routes: [method: 'GET' | 'POST', url: string, payload?: object][] = [
    ['GET', '/all'],
    ['POST', '/approve', { id: '0101A' }],
    ['POST', '/reject', { id: '0101A' }],
    ['POST', '/approverenewal', { id: 1 }],
    ['POST', '/role', { id: '0001A', role: 'Admin' }],
    ['GET', '/members.csv'],
    ['GET', '/audit'],
  ];

  it.each(routes)(
    '%s %s: 401 for a visitor, 403 for a member, 403 for a token claiming Admin of a member',
    async (method, url, payload) => {
      const visitor = await call(method, url, undefined, payload);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
      const asMember = await call(method, url, memberToken, payload);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
      // The role comes from the database, not from the token.
      const forged = await call(method, url, await tokenFor({ id: member.id, role: 'Admin' }), payload);
      expect(forged.statusCode).toBe(403);
    },
  );

  it.each(routes.filter(([method]) => method === 'GET'))('%s %s: 200 for an admin', async (method, url) => {
    expect((await call(method, url, adminToken)).statusCode).toBe(200);
  });

  it('answers a visitor 401 before it looks at a body', async () => {
    const response = await call('POST', '/approve', undefined, { wrong: true });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/admin/approve and /reject', () => {
  it('approve the whole family: people approved, memberships approved by the admin, mails to the adults, audit', async () => {
    const spouseEmail = `spouse.${Date.now()}@example.org`;
    const { payload, registrant, family } = await registerFamily({
      language: 'sv',
      spouse: spousePayload(spouseEmail),
      kids: [{ firstName: 'Nila', lastName: 'Raman', personalNumber: personnummer('20150601', '222') }],
    });
    // Each adult hears in the language they last used.
    await t.db.update(users).set({ language: 'en' }).where(eq(users.email, spouseEmail));
    const other = await registerFamily();

    const response = await call('POST', '/approve', adminToken, { id: registrant.givenId });
    expect(response.statusCode).toBe(204);

    const people = await t.db.select().from(users).where(eq(users.familyId, registrant.familyId!));
    expect(people.map((person) => person.status)).toEqual(['approved', 'approved', 'approved']);
    const rows = await t.db
      .select()
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.familyId, registrant.familyId!));
    expect(rows.map((row) => [row.memberships.year, row.memberships.status, row.memberships.approvedBy])).toEqual(
      family.map(() => [2025, 'Approved', admin.id]),
    );
    expect(rows.every((row) => row.memberships.approvedAt instanceof Date)).toBe(true);

    const [registrantMail] = (await outboxTo(payload.self.email)).filter(
      (mail) => mail.kind === 'registration-approved',
    );
    expect(registrantMail?.subject).toBe('STTA: Ditt medlemskap för verksamhetsåret 2025/26 är godkänt');
    expect(registrantMail?.textBody).toContain(`${registrant.givenId.slice(0, 4)}K1 Nila Raman`);
    const [spouseMail] = await outboxTo(spouseEmail);
    expect(spouseMail).toMatchObject({
      kind: 'registration-approved',
      subject: 'STTA: Your membership for FY 2025 is approved',
    });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.approve'), eq(auditLog.target, registrant.givenId)));
    expect(audit).toMatchObject({ actorId: admin.id, details: { givenIds: family.map((p) => p.givenId).sort() } });

    // The other family is untouched.
    const untouched = await t.db.select().from(users).where(eq(users.familyId, other.registrant.familyId!));
    expect(untouched.map((person) => person.status)).toEqual(['pending']);
  });

  it('reject the whole family: people and memberships rejected, a mail to each adult with an e-mail', async () => {
    const spouseEmail = `spouse.${Date.now()}@example.org`;
    const withSpouse = await registerFamily({ spouse: spousePayload(spouseEmail) });

    expect((await call('POST', '/reject', adminToken, { id: withSpouse.registrant.givenId })).statusCode).toBe(204);
    const people = await t.db.select().from(users).where(eq(users.familyId, withSpouse.registrant.familyId!));
    expect(people.map((person) => person.status)).toEqual(['rejected', 'rejected']);
    const rows = await t.db
      .select({ status: memberships.status, approvedAt: memberships.approvedAt })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.familyId, withSpouse.registrant.familyId!));
    expect(rows).toEqual([
      { status: 'Rejected', approvedAt: null },
      { status: 'Rejected', approvedAt: null },
    ]);
    const [spouseMail] = await outboxTo(spouseEmail);
    expect(spouseMail).toMatchObject({
      kind: 'registration-rejected',
      subject: 'STTA: About your membership registration',
    });
    expect((await outboxTo(withSpouse.payload.self.email)).map((mail) => mail.kind)).toContain('registration-rejected');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.target, withSpouse.registrant.givenId));
    expect(audits.map((row) => row.action)).toEqual(['registration.reject']);
    // A decided family cannot be decided again.
    const again = await call('POST', '/approve', adminToken, { id: withSpouse.registrant.givenId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'not_pending', message: expect.stringContaining('no registration waiting') });
  });

  it.each([
    ['an unknown givenId', { id: '9999A' }, 404, 'not_found'],
    ['something that is no givenId', { id: 'x\u0000y' }, 404, 'not_found'],
    ['a spouse instead of the registrant', { id: 'B' }, 409, 'not_registrant'],
  ])('refuse %s', async (_name, body, status, error) => {
    const { registrant } = await registerFamily({ spouse: spousePayload(`b.${Date.now()}@example.org`) });
    const id = body.id === 'B' ? registrant.givenId.replace(/A$/, 'B') : body.id;
    for (const url of ['/approve', '/reject']) {
      const response = await call('POST', url, adminToken, { id });
      expect(response.statusCode).toBe(status);
      const params = error === 'not_registrant' ? { params: { givenId: registrant.givenId } } : {};
      expect(response.json()).toEqual({ error, message: expect.any(String), ...params });
    }
  });

  it.each([[{}], [{ id: 42 }], [{ id: '' }], [{ id: 'x'.repeat(21) }]])('answer 400 for the body %j', async (body) => {
    const response = await call('POST', '/approve', adminToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation' });
  });
});
