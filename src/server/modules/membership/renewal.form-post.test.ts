import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { FORM_POST_SITE, signInForFormPosts } from '../../testing/form-post.ts';
import { decodeSvgQr } from './qr-decode.fixtures.ts';
import { pendingRenewalPayment } from './renewal.service.ts';

const SITE = FORM_POST_SITE;
const PASSWORD = 'Jasmine-Garden-77';
const RENEWAL = '/mypage?edit=renewal';

let t: TTestApp;
const now = new Date('2025-05-10T10:00:00+02:00');
beforeAll(async () => {
  t = await buildTestApp({
    clock: () => now,
    env: { PUBLIC_URL: SITE, MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
});
afterAll(() => t.close());

// Each test has a family of its own: a renewal one test records is never another's to find.
let nextNumber = 800;
async function newFamily() {
  const number = nextNumber++;
  const prefix = String(number).padStart(4, '0');
  const email = `renewal-form-${number}@example.org`;
  const self = await createTestUser(t.db, {
    familyNumber: number,
    email,
    password: PASSWORD,
    personalNumber: '19800101-1009',
  });
  const kid = await createTestUser(t.db, {
    familyNumber: number,
    givenId: `${prefix}K1`,
    email: null,
    personalNumber: '20150505-1001',
  });
  return { prefix, self, kid, ...(await signInForFormPosts(t, email, PASSWORD)) };
}

const rowsOf = (ids: number[]) => t.db.select().from(memberships).where(inArray(memberships.userId, ids));

describe('POST /mypage?edit=renewal: the renewal chosen without the app', () => {
  it('refuses another site or no Origin (403) and no session (401); nothing is recorded', async () => {
    const { prefix, self, session, post } = await newFamily();
    const fields = { [`renew-${prefix}A`]: 'true' };
    expect((await post(RENEWAL, fields, { ...session, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post(RENEWAL, fields, { cookie: session.cookie })).statusCode).toBe(403);
    expect((await post(RENEWAL, fields, { origin: SITE })).statusCode).toBe(401);
    expect(await rowsOf([self.id])).toEqual([]);
  });

  it('records the ticked members as the QR route does, then 303 to the page with their payment', async () => {
    const { prefix, self, kid, post } = await newFamily();
    const sent = await post(RENEWAL, { [`renew-${prefix}A`]: 'true', [`renew-${prefix}K1`]: 'true' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/mypage?edit=renewal&pay=${prefix}A,${prefix}K1`);
    const rows = await rowsOf([self.id, kid.id]);
    expect(rows.map((row) => [row.userId, row.year, row.status, row.amountSek]).sort()).toEqual(
      [
        [self.id, 2025, 'Pending', 100],
        [kid.id, 2025, 'Pending', 50],
      ].sort(),
    );
  });

  it('refuses a chooser with nobody ticked, or boxes with another value (400), and records nothing', async () => {
    const { prefix, self, post } = await newFamily();
    for (const fields of [{}, { [`renew-${prefix}A`]: 'yes' }, { [`renew-${prefix}A`]: '' }, { renew: 'true' }]) {
      expect((await post(RENEWAL, fields)).statusCode).toBe(400);
    }
    // Not a member's id as the page writes it (a line break would have reached the next address).
    for (const name of ['renew-<script>', `renew-\n${prefix}A`, `renew- ${prefix}A`, `renew-${prefix}a`]) {
      expect((await post(RENEWAL, { [name]: 'true' })).statusCode).toBe(400);
    }
    expect(await rowsOf([self.id])).toEqual([]);
  });

  it("refuses another family's member (403), with the member's own ticked too, and records nothing", async () => {
    const mine = await newFamily();
    const theirs = await newFamily();
    const refused = await mine.post(RENEWAL, {
      [`renew-${mine.prefix}A`]: 'true',
      [`renew-${theirs.prefix}K1`]: 'true',
    });
    expect(refused.statusCode).toBe(403);
    expect(await rowsOf([mine.self.id, theirs.kid.id])).toEqual([]);
  });
});

describe('pendingRenewalPayment: the payment a page shows again', () => {
  it('answers the payment of a renewal asked for, at the fees recorded, and nothing else', async () => {
    const { prefix, self, post } = await newFamily();
    const context = t.app.contexts.membership;
    // Not asked for yet: no payment to show.
    expect(await pendingRenewalPayment(context, self.id, `${prefix}A`)).toBeNull();
    await post(RENEWAL, { [`renew-${prefix}A`]: 'true', [`renew-${prefix}K1`]: 'true' });
    const answer = await pendingRenewalPayment(context, self.id, `${prefix}A,${prefix}K1`);
    expect(answer?.payment).toEqual({
      payee: '1230000000',
      amount: '150,00',
      message: `FY2025 ${prefix}A ${prefix}K1`,
    });
    expect(await decodeSvgQr(answer?.svg ?? '')).toBe(`C1230000000;150,00;FY2025 ${prefix}A ${prefix}K1;0`);
    expect((await pendingRenewalPayment(context, self.id, `${prefix}K1`))?.payment.amount).toBe('50,00');

    const other = await newFamily();
    await other.post(RENEWAL, { [`renew-${other.prefix}A`]: 'true' });
    for (const ids of [`${other.prefix}A`, `${prefix}A,${other.prefix}A`, `${prefix}A,${prefix}A`, '<script>', '']) {
      expect(await pendingRenewalPayment(context, self.id, ids)).toBeNull();
    }
  });
});
