import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { adminAccessToken } from './auth.ts';
import { createAccount, MEMBER_PASSWORD } from './members.ts';
import { personnummer, uniqueWord } from './people.ts';

// Data for the event sign-up specs, made through the API as the site makes it.

const adminHeaders = async () => ({ authorization: `Bearer ${await adminAccessToken()}` });

/** YYYY-MM-DD `days` from today. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A published event a month ahead, made by the admin; its id. */
export async function createPublishedEvent(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.post('/api/events/createEvent', {
    headers: await adminHeaders(),
    data: { name, nameTamil: `${name} (த)`, startDate: dayFromToday(30), published: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  const list = (await response.json()) as { eventId: number; name: string }[];
  const event = list.find((entry) => entry.name === name);
  if (!event) throw new Error(`the new event ${name} is not in the list`);
  return event.eventId;
}

/** Opens sign-up on an event through the board's API. */
export async function openSignup(
  request: APIRequestContext,
  eventId: number,
  settings: { places: number | null; openToNonMembers: boolean },
) {
  const response = await request.put(`/api/admin/events/${eventId}/signup`, {
    headers: await adminHeaders(),
    data: {
      ...settings,
      signupClosesOn: dayFromToday(29),
      memberAdult: 0,
      memberChild: 0,
      nonMemberAdult: 0,
      nonMemberChild: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export type TSignupFamily = {
  email: string;
  token: string;
  lastName: string;
  /** Everyone's "First Last", the registrant first. */
  people: string[];
};

/** An approved family (self, spouse, `kids` kids aged 8, 11, ...) whose registrant has an account and is signed in. */
export async function familyWithAccount(
  request: APIRequestContext,
  kids: number,
  language = 'en',
): Promise<TSignupFamily> {
  const word = uniqueWord();
  const lastName = `Family${word}`;
  const email = `signup.${word}@e2e.test`;
  const kidNames = Array.from({ length: kids }, (_, index) => `Kid${String.fromCharCode(65 + index)}`);
  const registered = await request.post('/api/membership/register', {
    data: {
      self: { firstName: 'Anna', lastName, personalNumber: personnummer(40), email, accept: 'v1.0.0' },
      spouse: { firstName: 'Kumar', lastName, personalNumber: personnummer(42), email: `spouse.${word}@e2e.test` },
      kids: kidNames.map((firstName, index) => ({ firstName, lastName, personalNumber: personnummer(8 + index * 3) })),
      language,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const all = await request.get('/api/admin/all', { headers: await adminHeaders() });
  const { allMembers } = (await all.json()) as { allMembers: { givenId: string; email: string | null }[] };
  const registrant = allMembers.find((row) => row.email === email);
  if (!registrant) throw new Error(`no member with e-mail ${email}`);
  const approved = await request.post('/api/admin/approve', {
    headers: await adminHeaders(),
    data: { id: registrant.givenId },
  });
  expect(approved.status(), await approved.text()).toBeLessThan(300);
  await createAccount(request, email);
  const login = await request.post('/api/auth/login', { data: { email, password: MEMBER_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return {
    email,
    token: accessToken,
    lastName,
    people: ['Anna', 'Kumar', ...kidNames].map((first) => `${first} ${lastName}`),
  };
}

/** The family signs up everyone it has, through the member API; the booking's status. */
export async function bookEveryone(
  request: APIRequestContext,
  eventId: number,
  family: TSignupFamily,
): Promise<string> {
  const headers = { authorization: `Bearer ${family.token}` };
  const mine = await request.get(`/api/events/${eventId}/booking`, { headers });
  const { family: people } = (await mine.json()) as { family: { givenId: string }[] };
  const saved = await request.put(`/api/events/${eventId}/booking`, {
    headers,
    data: { attendees: people.map((person) => person.givenId) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { booking: { status: string } }).booking.status;
}

/** The family's booking of the event as the member API tells it (null: none, or cancelled): its status and size. */
export async function familyBooking(request: APIRequestContext, eventId: number, family: Pick<TSignupFamily, 'token'>) {
  const response = await request.get(`/api/events/${eventId}/booking`, {
    headers: { authorization: `Bearer ${family.token}` },
  });
  const answer = (await response.json()) as { booking: { status: string; people: number } | null };
  return answer.booking && { status: answer.booking.status, people: answer.booking.people };
}
