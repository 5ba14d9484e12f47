import { eq } from 'drizzle-orm';
import type { TSignupSettingsInput } from '../../../shared/bookings.ts';
import { givenIdFor } from '../../../shared/given-id.ts';
import type { TDatabase } from '../../db/client.ts';
import { events, outbox, type TUser } from '../../db/schema.ts';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';

/** Every booking test runs on this day (Swedish time): sign-up closes on the 15th, events are on the 20th. */
export const BOOKING_TEST_NOW = new Date('2026-03-01T10:00:00+01:00');

export const SIGNUP: TSignupSettingsInput = {
  places: 6,
  signupClosesOn: '2026-03-15',
  openToNonMembers: true,
  memberAdult: 100,
  memberChild: 50,
  nonMemberAdult: 150,
  nonMemberChild: 75,
};

export async function insertEvent(db: TDatabase, values: { published?: boolean; startDate?: string } = {}) {
  const [event] = await db
    .insert(events)
    .values({
      name: 'Pongal evening',
      nameTamil: 'பொங்கல் விழா',
      startDate: values.startDate ?? '2026-03-20',
      published: values.published ?? true,
    })
    .returning();
  if (!event) throw new Error('no event');
  return event;
}

export type TTestFamily = { self: TUser; spouse: TUser; kid: TUser; token: string };

/** A family of three (two adults, a child of 10) whose registrant may sign in. */
export async function createFamily(
  db: TDatabase,
  familyNumber: number,
  language: 'ta' | 'en' | 'sv' = 'en',
): Promise<TTestFamily> {
  const self = await createTestUser(db, { familyNumber, email: `family${familyNumber}@example.org`, language });
  const spouse = await createTestUser(db, {
    familyNumber,
    givenId: givenIdFor(familyNumber, 'spouse'),
    email: `spouse${familyNumber}@example.org`,
    firstName: 'Spouse',
  });
  const kid = await createTestUser(db, {
    familyNumber,
    givenId: givenIdFor(familyNumber, 'kid', 1),
    email: null,
    firstName: 'Kid',
    personalNumber: '20160101-0000',
  });
  return { self, spouse, kid, token: await tokenFor(self) };
}

export async function adminToken(db: TDatabase, email = `board${Math.floor(Math.random() * 1e9)}@example.org`) {
  const admin = await createTestUser(db, {
    role: 'Admin',
    email,
    familyNumber: 7000 + Math.floor(Math.random() * 1000),
  });
  return { admin, token: await tokenFor(admin) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function openSignup(
  t: TTestApp,
  token: string,
  eventId: number,
  settings: Partial<TSignupSettingsInput> = {},
) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/events/${eventId}/signup`,
    headers: bearer(token),
    payload: { ...SIGNUP, ...settings },
  });
  if (response.statusCode !== 200) throw new Error(`open sign-up: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function mailsTo(db: TDatabase, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

/** The code of the first mailed link of this kind (booking-confirm-link, booking-confirmed, ...) to the address. */
export async function linkTokenIn(db: TDatabase, email: string, kind: string): Promise<string> {
  const mail = (await mailsTo(db, email)).find((row) => row.kind === kind);
  return /token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
}

/** A visitor signs up and follows the confirm link; the confirm answer is returned. */
export async function confirmedVisitor(
  t: TTestApp,
  eventId: number,
  email: string,
  counts: { adults: number; children?: number } = { adults: 2 },
) {
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/guest-bookings`,
    payload: { name: 'Visitor Person', email, phone: '0701234567', children: 0, ...counts },
  });
  if (asked.statusCode !== 202) throw new Error(`visitor sign-up: ${asked.statusCode} ${asked.body}`);
  const token = await linkTokenIn(t.db, email, 'booking-confirm-link');
  return t.app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { token } });
}

type TBoardCall = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => Promise<Awaited<ReturnType<TTestApp['app']['inject']>>>;

/**
 * A booking test file's set-up: the real app on the booking test day with a board member signed in,
 * made before the file's tests and closed after them (it registers its own beforeAll and afterAll).
 * Read its fields inside tests: they are set by then. `call` sends as the board unless told a token.
 */
export function bookingTestApp() {
  const world = {} as { t: TTestApp; admin: { id: number; token: string } };
  beforeAll(async () => {
    world.t = await buildTestApp({ clock: () => BOOKING_TEST_NOW });
    const made = await adminToken(world.t.db);
    world.admin = { id: made.admin.id, token: made.token };
  });
  afterAll(() => world.t?.close());
  const call: TBoardCall = (method, url, token = world.admin.token, payload) =>
    world.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return Object.assign(world, { call });
}
