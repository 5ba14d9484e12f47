import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { eventDetails, events, type TUser } from '../../db/schema.ts';
import type { TEventSummary } from '../../../shared/events.ts';
import { multipartBody } from '../../testing/events.fixtures.ts';

// What the events route tests share: one app per test file, an admin and two members with tokens,
// and the calls that create events. The bindings are set by setUpEventsApp's beforeAll.

export let t: TTestApp;
export let admin: TUser;
export let member: TUser;
export let otherMember: TUser;
export const tokens: Record<'admin' | 'member' | 'other', string> = { admin: '', member: '', other: '' };
export const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

export function setUpEventsApp() {
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se' } });
    admin = await createTestUser(t.db, {
      firstName: 'Board',
      lastName: 'Admin',
      role: 'Admin',
      email: 'board@example.org',
    });
    member = await createTestUser(t.db, { firstName: 'Kavitha', lastName: 'Raman', email: 'kavitha@example.org' });
    otherMember = await createTestUser(t.db, { firstName: 'Arun', lastName: 'Kumar', email: 'arun@example.org' });
    tokens.admin = await tokenFor(admin);
    tokens.member = await tokenFor(member);
    tokens.other = await tokenFor(otherMember);
  });
  afterAll(() => t.close());
}

export type TFields = Record<string, string>;
export const baseFields = (overrides: TFields = {}): TFields => ({
  name: 'Pongal 2025',
  nameTamil: 'பொங்கல் 2025',
  startDate: '2025-01-14',
  endDate: '2025-01-15',
  published: 'true',
  ...overrides,
});

export async function createMultipart(fields: TFields, picture?: Buffer, who: keyof typeof tokens = 'admin') {
  const body = await multipartBody(fields, picture && { bytes: picture, name: 'poster.png', type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/events/createEvent',
    headers: { ...body.headers, ...auth(who) },
    payload: body.payload,
  });
}

export async function createJson(payload: Record<string, unknown>, who: keyof typeof tokens = 'admin') {
  return t.app.inject({ method: 'POST', url: '/api/events/createEvent', headers: auth(who), payload });
}

export async function newEvent(fields: TFields = {}): Promise<TEventSummary> {
  const response = await createJson(baseFields({ name: `Event ${Math.random()}`, ...fields }));
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json<TEventSummary[]>();
  const created = list.reduce((latest, event) => (event.eventId > latest.eventId ? event : latest));
  return created;
}

export const countEvents = () => t.db.$count(events);
export const countDetails = () => t.db.$count(eventDetails);
