import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFamilyProfile } from '../../../shared/profile.schema.ts';
import { auditLog, families, memberships, outbox, users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { personnummerAged } from '../../testing/registration.fixtures.ts';

let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date('2025-06-01T10:00:00+02:00') });
  adminToken = await tokenFor(await createTestUser(t.db, { role: 'Admin', email: 'board.fam@example.org' }));
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('the board helps a family', () => {
  it('reads a family, with whole personnummers, and refuses members', async () => {
    const member = await createTestUser(t.db, { familyNumber: 901, personalNumber: '19800101-1009' });
    const ok = await call(adminToken, 'GET', '/api/admin/family/0901A');
    expect(ok.statusCode).toBe(200);
    expect(ZFamilyProfile.parse(ok.json()).members[0]?.personalNumber).toBe('19800101-1009');
    expect((await call(await tokenFor(member), 'GET', '/api/admin/family/0901A')).statusCode).toBe(403);
    expect((await call(adminToken, 'GET', '/api/admin/family/9999A')).statusCode).toBe(404);
    expect((await call(adminToken, 'GET', '/api/admin/family/nope')).statusCode).toBe(400);
  });

  it('corrects details with the same schemas, audit-logged', async () => {
    const member = await createTestUser(t.db, { familyNumber: 902, personalNumber: '19800101-1009' });
    const address = { streetAddress: 'Kungsgatan 1', city: 'Lund', postalCode: '222 22', country: 'Sweden' };
    expect(
      (
        await call(adminToken, 'POST', '/api/admin/family/0902A/updateaddress', {
          self: { ...address, postalCode: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(adminToken, 'POST', '/api/admin/family/0902A/updateaddress', { self: address })).body).toBe(
      'Updated.',
    );
    const kid = { self: { firstName: 'Nila', lastName: 'R', personalNumber: '20150505-1001' } };
    expect((await call(adminToken, 'POST', '/api/admin/family/0902A/updatekid', kid)).body).toBe('Updated.');
    const self = {
      self: { firstName: 'Fixed', lastName: 'Name', personalNumber: '19800101-1009', email: 'fixed902@example.org' },
    };
    // The member has an account: its sign-in e-mail is the member's alone. The board's edit with
    // another address is refused whole; with the address as it is, the names are corrected.
    const refused = await call(adminToken, 'POST', '/api/admin/family/0902A/update', self);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'email_owner_only' });
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'fixed902@example.org'))).toEqual([]);
    const kept = { self: { ...self.self, email: member.email } };
    expect((await call(adminToken, 'POST', '/api/admin/family/0902A/update', kept)).body).toBe('Updated.');
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ firstName: 'Fixed', email: member.email });
    const [family] = await t.db
      .select()
      .from(families)
      .where(eq(families.id, member.familyId ?? -1));
    expect(family).toMatchObject(address);
    const entries = await t.db.select().from(auditLog);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['family.updateaddress', 'family.updatekid', 'family.update']),
    );
    expect(entries.find((entry) => entry.action === 'family.update')).toMatchObject({
      target: '0902A',
      details: { fields: ['firstName', 'lastName'], email: 'unchanged' },
    });
  });

  it('sets the e-mail of someone without an account at once, audit-logged', async () => {
    const member = await createTestUser(t.db, {
      familyNumber: 904,
      personalNumber: '19800101-1009',
      activatedAt: null,
    });
    const self = {
      self: { firstName: 'Test', lastName: 'Person', personalNumber: '19800101-1009', email: 'contact904@example.org' },
    };
    expect((await call(adminToken, 'POST', '/api/admin/family/0904A/update', self)).body).toBe('Updated.');
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.email).toBe('contact904@example.org');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.target, '0904A'));
    expect(entry).toMatchObject({ action: 'family.update', details: { fields: [], email: 'changed' } });
  });

  it('holds the board to the same age rules: no adult as a kid, no minor as the spouse', async () => {
    await createTestUser(t.db, { familyNumber: 905, personalNumber: '19800101-1009' });
    const adultKid = { self: { firstName: 'Big', lastName: 'R', personalNumber: '19900101-1239' } };
    const kidAnswer = await call(adminToken, 'POST', '/api/admin/family/0905A/updatekid', adultKid);
    expect(kidAnswer.statusCode).toBe(400);
    expect(kidAnswer.json()).toMatchObject({ fields: { 'self.personalNumber': 'kidAgeTooHigh' } });
    const minor = {
      firstName: 'Young',
      lastName: 'R',
      personalNumber: personnummerAged(17),
      email: 'y905@example.org',
    };
    const spouseAnswer = await call(adminToken, 'POST', '/api/admin/family/0905A/updatespouse', { self: minor });
    expect(spouseAnswer.statusCode).toBe(400);
    expect(spouseAnswer.json()).toMatchObject({ fields: { 'self.personalNumber': 'adultAgeRequired' } });
    const family = ZFamilyProfile.parse((await call(adminToken, 'GET', '/api/admin/family/0905A')).json());
    expect(family.members.map((member) => member.givenId)).toEqual(['0905A']);
  });

  it('records a cash renewal as Approved for this FY, once', async () => {
    const member = await createTestUser(t.db, { familyNumber: 903, personalNumber: '19800101-1009' });
    const first = await call(adminToken, 'POST', '/api/admin/cash-renewal', { givenId: '0903A' });
    expect(first.json()).toEqual({ ok: true, year: 2025, amountSek: 100 });
    const again = await call(adminToken, 'POST', '/api/admin/cash-renewal', { givenId: '0903A' });
    expect(again.statusCode).toBe(409);
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, member.id));
    expect(rows).toEqual([
      expect.objectContaining({ year: 2025, status: 'Approved', paymentMethod: 'cash', amountSek: 100 }),
    ]);
    expect((await call(adminToken, 'POST', '/api/admin/cash-renewal', { givenId: 42 })).statusCode).toBe(400);
  });
});
