import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { ZAuditEntry } from '../../../shared/admin.schema.ts';
import { memberships, users, type TUser } from '../../db/schema.ts';
import { registrationPayload, spousePayload } from '../../testing/registration.fixtures.ts';

// Approving changes the tables the admin data test reads, so the audit log has an app of its own.
let t: TTestApp;
let renewing: TUser;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
  const admin = await createTestUser(t.db, {
    familyNumber: 100,
    role: 'Admin',
    firstName: 'Chair',
    lastName: 'Person',
  });
  renewing = await createTestUser(t.db, { familyNumber: 5 });
  adminToken = await tokenFor(admin);
  await t.db.insert(memberships).values({ userId: renewing.id, year: 2025, status: 'Pending', amountSek: 100 });
  const pending = registrationPayload();
  pending.spouse = spousePayload(`spouse.${pending.self.email}`);
  const response = await t.app.inject({ method: 'POST', url: '/api/membership/register', payload: pending });
  expect(response.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { authorization: `Bearer ${adminToken}` } });

describe('GET /api/admin/audit', () => {
  it('lists the latest admin actions newest first, with the actor by name and givenId', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${adminToken}` }, payload });
    expect((await post('/api/admin/approve', { id: '0101A' })).statusCode).toBe(204);
    const [row] = await t.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, renewing.id), eq(memberships.status, 'Pending')));
    expect((await post('/api/admin/approverenewal', { id: row!.id })).statusCode).toBe(204);

    const response = await get('/audit?limit=2');
    expect(response.statusCode).toBe(200);
    const entries = ZAuditEntry.array().parse(response.json());
    expect(entries).toEqual([
      expect.objectContaining({
        actor: 'Chair Person (0100A)',
        action: 'membership.approve',
        target: `membership:${row!.id}`,
      }),
      expect.objectContaining({ actor: 'Chair Person (0100A)', action: 'registration.approve', target: '0101A' }),
    ]);
    expect(ZAuditEntry.array().parse((await get('/audit?limit=1')).json())).toHaveLength(1);
    expect((await t.db.select().from(users).where(eq(users.givenId, '0101B')))[0]?.status).toBe('approved');
  });

  it.each(['0', '501', 'abc', '1.5'])('answers limit=%s with 400 JSON', async (limit) => {
    const response = await get(`/audit?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation' });
  });
});
