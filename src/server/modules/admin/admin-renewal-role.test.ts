import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { auditLog, memberships, outbox, users, type TUser } from '../../db/schema.ts';
import { registrationPayload } from '../../testing/registration.fixtures.ts';

let t: TTestApp;
let admin: TUser;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({
    clock: () => new Date(2025, 4, 10, 12),
    env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  admin = await createTestUser(t.db, { familyNumber: 100, role: 'Admin', firstName: 'Chair', lastName: 'Person' });
  adminToken = await tokenFor(admin);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: { authorization: `Bearer ${token}` }, payload });

// In the order they were written: a table read without ORDER BY has no order of its own.
const auditOf = (target: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);

describe('POST /api/admin/approverenewal', () => {
  it('approves one Pending membership, mails the member and writes the audit', async () => {
    const renewing = await createTestUser(t.db, { familyNumber: 10, language: 'ta' });
    const kid = await createTestUser(t.db, { familyNumber: 10, givenId: '0010K1', email: null });
    const [row, kidRow] = await t.db
      .insert(memberships)
      .values([
        { userId: renewing.id, year: 2025, amountSek: 100 },
        { userId: kid.id, year: 2025, amountSek: 50 },
      ])
      .returning();

    expect((await post('/approverenewal', { id: row!.id })).statusCode).toBe(204);
    const [stored] = await t.db.select().from(memberships).where(eq(memberships.id, row!.id));
    expect(stored).toMatchObject({ status: 'Approved', approvedBy: admin.id, approvedAt: expect.any(Date) });
    const [untouched] = await t.db.select().from(memberships).where(eq(memberships.id, kidRow!.id));
    expect(untouched?.status).toBe('Pending');
    const [audit] = await auditOf(`membership:${row!.id}`);
    expect(audit).toMatchObject({
      action: 'membership.approve',
      actorId: admin.id,
      details: { givenId: '0010A', year: 2025 },
    });

    // A kid has no e-mail: the family's registrant hears of it.
    expect((await post('/approverenewal', { id: String(kidRow!.id) })).statusCode).toBe(204);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, renewing.email!)).orderBy(asc(outbox.id));
    expect(mails.map((mail) => mail.kind)).toEqual(['renewal-approved', 'renewal-approved']);
    expect(mails[0]?.subject).toBe('STTA: நிதியாண்டு 2025–26-க்கான உறுப்புரிமைப் புதுப்பித்தல் அங்கீகரிக்கப்பட்டது');
    expect(mails[1]?.textBody).toContain('0010K1');

    const again = await post('/approverenewal', { id: row!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'not_pending', message: expect.stringContaining('Approved') });
  });

  it('leaves a new family to approve and reject (409)', async () => {
    const payload = registrationPayload();
    await t.app.inject({ method: 'POST', url: '/api/membership/register', payload });
    const [row] = await t.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, payload.self.email));
    const response = await post('/approverenewal', { id: row!.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'registration_pending' });
  });

  it.each([
    [{ id: 999_999 }, 404],
    [{ id: 99_999_999_999 }, 404],
    [{ id: 'abc' }, 400],
    [{ id: -1 }, 400],
    [{ id: 1.5 }, 400],
    [{}, 400],
  ])('answers %j with %i JSON', async (body, status) => {
    const response = await post('/approverenewal', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

describe('POST /api/admin/role', () => {
  it('grants and withdraws Admin, with an audit row each time', async () => {
    const board = await createTestUser(t.db, { familyNumber: 20 });
    expect((await post('/role', { id: '0020A', role: 'Admin' })).statusCode).toBe(204);
    expect((await t.db.select().from(users).where(eq(users.id, board.id)))[0]?.role).toBe('Admin');

    // The new admin may step down while another admin remains.
    expect((await post('/role', { id: '0020A', role: 'Member' }, await tokenFor(board))).statusCode).toBe(204);
    expect((await t.db.select().from(users).where(eq(users.id, board.id)))[0]?.role).toBe('Member');
    expect((await auditOf('0020A')).map((row) => row.details)).toEqual([
      { from: 'Member', to: 'Admin' },
      { from: 'Admin', to: 'Member' },
    ]);
  });

  it('refuses to remove the last admin, also when it is the caller', async () => {
    const response = await post('/role', { id: admin.givenId, role: 'Member' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'last_admin', message: expect.stringContaining('last admin') });
    expect((await t.db.select().from(users).where(eq(users.id, admin.id)))[0]?.role).toBe('Admin');
  });

  it('keeps one admin when two admins withdraw each other at the same time', async () => {
    const other = await createTestUser(t.db, { familyNumber: 21, role: 'Admin' });
    const responses = await Promise.all([
      post('/role', { id: other.givenId, role: 'Member' }),
      post('/role', { id: admin.givenId, role: 'Member' }, await tokenFor(other)),
    ]);
    // The loser is refused as the last admin (409), or, if the winner finished first, as no admin at all
    // (403), or its token no longer counts at all: a role change refuses the tokens made before it (401).
    const [won, lost] = responses.map((response) => response.statusCode).sort();
    expect(won).toBe(204);
    expect([401, 403, 409]).toContain(lost);
    expect(await t.db.$count(users, eq(users.role, 'Admin'))).toBe(1);
    // Put the board back as it was for the tests after this one.
    const [remaining] = await t.db.select().from(users).where(eq(users.role, 'Admin'));
    if (remaining?.id !== admin.id) {
      await t.db.update(users).set({ role: 'Admin', sessionsValidAfter: null }).where(eq(users.id, admin.id));
      await t.db.update(users).set({ role: 'Member' }).where(eq(users.id, other.id));
    }
  });

  it('refuses a kid, a pending member and someone without an e-mail', async () => {
    await createTestUser(t.db, { familyNumber: 30 });
    await createTestUser(t.db, { familyNumber: 30, givenId: '0030K1', email: null });
    await createTestUser(t.db, { familyNumber: 31, status: 'pending' });
    await createTestUser(t.db, { familyNumber: 32, email: null });
    for (const id of ['0030K1', '0031A', '0032A']) {
      const response = await post('/role', { id, role: 'Admin' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'not_eligible' });
    }
  });

  it.each([
    [{ id: '0999A', role: 'Admin' }, 404],
    [{ id: '0030A', role: 'Boss' }, 400],
    [{ id: '0030A' }, 400],
  ])('answers %j with %i JSON', async (body, status) => {
    const response = await post('/role', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

const approveFamily = (id: unknown, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/approvefamilyrenewals',
    headers: { authorization: `Bearer ${token}` },
    payload: { id },
  });

describe('POST /api/admin/approvefamilyrenewals', () => {
  it("approves every pending request of the family for that year in one press, each mailed and audited, and no one else's", async () => {
    const self = await createTestUser(t.db, { familyNumber: 41 });
    const spouse = await createTestUser(t.db, { familyNumber: 41, givenId: '0041B', email: 'spouse41@example.org' });
    const kid = await createTestUser(t.db, { familyNumber: 41, givenId: '0041K1', email: null });
    const neighbour = await createTestUser(t.db, { familyNumber: 42 });
    const rows = await t.db
      .insert(memberships)
      .values([
        { userId: self.id, year: 2025, amountSek: 100 },
        { userId: spouse.id, year: 2025, amountSek: 100 },
        { userId: kid.id, year: 2025, amountSek: 50 },
        { userId: kid.id, year: 2024, amountSek: 50 },
        { userId: neighbour.id, year: 2025, amountSek: 100 },
      ])
      .returning();
    const [selfRow, spouseRow, kidRow, kidLastYear, neighbourRow] = rows;

    const response = await approveFamily(kidRow!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ approved: 3 });

    const stored = await t.db
      .select()
      .from(memberships)
      .where(
        inArray(
          memberships.id,
          rows.map((row) => row.id),
        ),
      );
    const statusOf = (id: number) => stored.find((row) => row.id === id)?.status;
    expect([selfRow, spouseRow, kidRow].map((row) => statusOf(row!.id))).toEqual(['Approved', 'Approved', 'Approved']);
    expect(statusOf(kidLastYear!.id)).toBe('Pending');
    expect(statusOf(neighbourRow!.id)).toBe('Pending');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'membership.approve'),
          inArray(
            auditLog.target,
            rows.map((row) => `membership:${row.id}`),
          ),
        ),
      );
    expect(audits.map((entry) => entry.target).sort()).toEqual(
      [selfRow, spouseRow, kidRow].map((row) => `membership:${row!.id}`).sort(),
    );
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'renewal-approved'), inArray(outbox.recipient, [self.email!, spouse.email!])));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([self.email, self.email, spouse.email].sort());

    // Pressed again (or by a second board member): nothing is left, nothing is approved twice.
    const again = await approveFamily(selfRow!.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ approved: 0 });
  });

  it.each([
    [999_999, 404],
    [99_999_999_999, 404],
    ['abc', 400],
    [-1, 400],
  ])('answers %j with %i and changes nothing', async (id, status) => {
    const response = await approveFamily(id);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('is the board’s alone', async () => {
    const member = await createTestUser(t.db, { familyNumber: 43 });
    const [row] = await t.db.insert(memberships).values({ userId: member.id, year: 2025, amountSek: 100 }).returning();
    expect((await approveFamily(row!.id, await tokenFor(member))).statusCode).toBe(403);
    const [stored] = await t.db.select().from(memberships).where(eq(memberships.id, row!.id));
    expect(stored?.status).toBe('Pending');
  });
});
