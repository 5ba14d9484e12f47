import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { auditLog, memberships, outbox, type TUser } from '../../db/schema.ts';

let t: TTestApp;
let admin: TUser;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({
    clock: () => new Date(2025, 4, 10, 12),
    env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  admin = await createTestUser(t.db, { familyNumber: 200, role: 'Admin', firstName: 'Chair', lastName: 'Person' });
  adminToken = await tokenFor(admin);
});
afterAll(() => t.close());

const approveFamily = (id: unknown, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/approvefamilyrenewals',
    headers: { authorization: `Bearer ${token}` },
    payload: { id },
  });

describe('POST /api/admin/approvefamilyrenewals', () => {
  it("approves every pending request of the family for that year in one press, each mailed and audited, and no one else's", async () => {
    const self = await createTestUser(t.db, { familyNumber: 21 });
    const spouse = await createTestUser(t.db, { familyNumber: 21, givenId: '0021B', email: 'spouse21@example.org' });
    const kid = await createTestUser(t.db, { familyNumber: 21, givenId: '0021K1', email: null });
    const neighbour = await createTestUser(t.db, { familyNumber: 22 });
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
      .where(and(eq(auditLog.action, 'membership.approve'), eq(auditLog.actorId, admin.id)));
    expect(audits.map((entry) => entry.target).sort()).toEqual(
      [selfRow, spouseRow, kidRow].map((row) => `membership:${row!.id}`).sort(),
    );
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'renewal-approved'));
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
    const member = await createTestUser(t.db, { familyNumber: 23 });
    const [row] = await t.db.insert(memberships).values({ userId: member.id, year: 2025, amountSek: 100 }).returning();
    expect((await approveFamily(row!.id, await tokenFor(member))).statusCode).toBe(403);
    const [stored] = await t.db.select().from(memberships).where(eq(memberships.id, row!.id));
    expect(stored?.status).toBe('Pending');
  });
});
