import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, outbox, users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { decodeSvgQr } from './qr-decode.fixtures.ts';

let t: TTestApp;
let now = new Date('2025-05-10T10:00:00+02:00');
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t.close());

let nextNumber = 700;
async function newFamily() {
  const number = nextNumber++;
  const prefix = String(number).padStart(4, '0');
  const self = await createTestUser(t.db, { familyNumber: number, personalNumber: '19800101-1009' });
  const spouse = await createTestUser(t.db, {
    familyNumber: number,
    givenId: `${prefix}B`,
    email: `spouse${number}@example.org`,
    personalNumber: '19820202-1005',
  });
  const kid = await createTestUser(t.db, {
    familyNumber: number,
    givenId: `${prefix}K1`,
    email: null,
    personalNumber: '20150505-1001',
  });
  return { prefix, self, spouse, kid, token: await tokenFor(self) };
}

const qr = (token: string | null, ids: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/member/QRCode?ids=${encodeURIComponent(ids)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const rowsOf = (ids: number[]) => t.db.select().from(memberships).where(inArray(memberships.userId, ids));

describe('POST /api/member/QRCode', () => {
  it('answers 401 without a token', async () => {
    expect((await qr(null, '0001A')).statusCode).toBe(401);
  });

  it('records Pending memberships for the current FY and answers the Swish QR', async () => {
    const { prefix, self, spouse, kid, token } = await newFamily();
    const response = await qr(token, `${prefix}A,${prefix}K1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['x-swish-payee']).toBe('1230000000');
    expect(response.headers['x-swish-amount']).toBe('150,00');
    expect(response.headers['x-swish-message']).toBe(`FY2025 ${prefix}A ${prefix}K1`);
    expect(await decodeSvgQr(response.body)).toBe(`C1230000000;150,00;FY2025 ${prefix}A ${prefix}K1;0`);
    const appLink = new URL(String(response.headers['x-swish-app-link']));
    expect(appLink.protocol).toBe('swish:');
    expect(JSON.parse(appLink.searchParams.get('data') ?? '')).toEqual({
      version: 1,
      payee: { value: '1230000000' },
      amount: { value: 150 },
      message: { value: `FY2025 ${prefix}A ${prefix}K1`, editable: false },
    });
    const rows = await rowsOf([self.id, spouse.id, kid.id]);
    expect(rows.map((row) => [row.userId, row.year, row.status, row.amountSek])).toEqual(
      expect.arrayContaining([
        [self.id, 2025, 'Pending', 100],
        [kid.id, 2025, 'Pending', 50],
      ]),
    );
    expect(rows).toHaveLength(2);

    // A repeated Proceed creates no duplicates.
    expect((await qr(token, `${prefix}A,${prefix}K1`)).statusCode).toBe(200);
    expect(await rowsOf([self.id, spouse.id, kid.id])).toHaveLength(2);
  });

  it('uses the financial year of the clock at the time of the request', async () => {
    const { prefix, self, token } = await newFamily();
    now = new Date('2026-03-31T23:00:00+02:00');
    try {
      expect((await qr(token, `${prefix}A`)).headers['x-swish-message']).toBe(`FY2025 ${prefix}A`);
      now = new Date('2026-04-01T08:00:00+02:00');
      expect((await qr(token, `${prefix}A`)).headers['x-swish-message']).toBe(`FY2026 ${prefix}A`);
      expect((await rowsOf([self.id])).map((row) => row.year).sort()).toEqual([2025, 2026]);
    } finally {
      now = new Date('2025-05-10T10:00:00+02:00');
    }
  });

  it("refuses another family's givenId with 403 and records nothing", async () => {
    const other = await newFamily();
    const { prefix, self, token } = await newFamily();
    const response = await qr(token, `${prefix}A,${other.prefix}B`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
    expect(await rowsOf([self.id, other.spouse.id])).toHaveLength(0);
  });

  it.each(['', 'x', '0042Z', '0042A;drop', `${'0042A,'.repeat(40)}`])('refuses ids=%j with 400 JSON', async (ids) => {
    const { token } = await newFamily();
    const response = await qr(token, ids);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('refuses an unknown but well-formed givenId with 403', async () => {
    const { token } = await newFamily();
    expect((await qr(token, '9999K5')).statusCode).toBe(403);
  });

  it('refuses members already approved for the FY with an alert text', async () => {
    const { prefix, self, spouse, token } = await newFamily();
    await t.db.insert(memberships).values({ userId: self.id, year: 2025, status: 'Approved' });
    const response = await qr(token, `${prefix}A,${prefix}B`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`(${prefix}A) is already a member for FY 2025.`);
    expect(await rowsOf([spouse.id])).toHaveLength(0);
  });

  it('is approved by the board, mails the member, and shows FY approved', async () => {
    const admin = await createTestUser(t.db, { role: 'Admin', email: 'board-renewal@example.org' });
    const adminToken = await tokenFor(admin);
    const { prefix, self, token } = await newFamily();
    await qr(token, `${prefix}A`);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/all',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const pending = JSON.stringify(all.json().pendingMembership);
    expect(pending).toContain(`${prefix}A`);
    const [row] = await rowsOf([self.id]);
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/admin/approverenewal',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { id: row?.id },
    });
    expect(approve.statusCode).toBeLessThan(300);
    const family = await t.app.inject({
      method: 'GET',
      url: '/api/member/family',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(family.json().members[0].memberships).toEqual([expect.objectContaining({ year: 2025, status: 'Approved' })]);
    const [user] = await t.db.select().from(users).where(eq(users.id, self.id));
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user?.email ?? ''));
    expect(mails.map((mail) => mail.kind)).toContain('renewal-approved');
  });
});
