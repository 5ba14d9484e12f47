import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app.ts';
import {
  countRegistrationRows,
  personnummerAged,
  registrationFormFields,
  registrationPayload,
  spousePayload,
} from '../../testing/registration.fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1' } });
});
afterAll(() => t.close());

// Each test posts from its own address: the rate limit counts per address.
const post = (fields: Record<string, string>, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/memberregistration',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });

const familyOf = async (email: string) => {
  const [registrant] = await t.db.select().from(users).where(eq(users.email, email));
  if (!registrant?.familyId) return [];
  return t.db.select().from(users).where(eq(users.familyId, registrant.familyId));
};

/**
 * The fields a refusal marks: the API's JSON 400 names them when the test app has no built web app,
 * else the page rendered again marks them invalid.
 */
function refusedFields(response: Awaited<ReturnType<typeof post>>): string[] {
  if (String(response.headers['content-type']).startsWith('application/json')) {
    return Object.keys((response.json() as { fields: object }).fields).sort();
  }
  const tags = response.body.match(/<(?:input|select)[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.includes('aria-invalid="true"'))
    .map((tag) => /name="([^"]+)"/.exec(tag)?.[1] ?? '')
    .sort();
}

describe('POST /memberregistration (the registration sent without the app)', () => {
  it('registers the family with a spouse and a kid through the same schema and service as the API, then 303 to ?sent=1', async () => {
    const payload = registrationPayload({
      spouse: spousePayload(`spouse.${Date.now()}@example.org`),
      kids: [{ firstName: 'Arun', lastName: 'Raman', personalNumber: personnummerAged(10) }],
      language: 'sv',
    });
    const response = await post(registrationFormFields(payload), '192.0.2.61');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/memberregistration?sent=1');
    const people = await familyOf(payload.self.email);
    expect(people.map((person) => person.givenId?.slice(-1)).sort()).toEqual(['1', 'A', 'B']);
  });

  it('refuses what the schema refuses with each field’s error and writes nothing', async () => {
    const before = await countRegistrationRows(t.db);
    const fields = registrationFormFields(
      registrationPayload({ kids: [{ firstName: 'Arun', lastName: 'Raman', personalNumber: personnummerAged(30) }] }),
    );
    const { 'self.accept': _accepted, ...unaccepted } = fields;
    const response = await post({ ...unaccepted, 'self.email': 'no-at-sign', 'kids.0.firstName': '' }, '192.0.2.62');
    expect(response.statusCode).toBe(400);
    expect(refusedFields(response)).toEqual(['kids.0.firstName', 'kids.0.personalNumber', 'self.accept', 'self.email']);
    // A spouse ticked with its fields sent empty is refused as the app refuses it.
    const spouse = await post(
      { ...fields, hasSpouse: 'true', 'spouse.firstName': '', 'spouse.email': '' },
      '192.0.2.62',
    );
    expect(spouse.statusCode).toBe(400);
    expect(refusedFields(spouse)).toEqual([
      'kids.0.personalNumber',
      'spouse.email',
      'spouse.firstName',
      'spouse.lastName',
      'spouse.personalNumber',
    ]);
    expect(await countRegistrationRows(t.db)).toEqual(before);
  });

  it('refuses an e-mail already registered (the API’s 409) on its field, and control characters; nothing written', async () => {
    const payload = registrationPayload();
    expect((await post(registrationFormFields(payload), '192.0.2.63')).statusCode).toBe(303);
    const before = await countRegistrationRows(t.db);
    const again = await post(
      registrationFormFields({ ...payload, self: { ...payload.self, personalNumber: personnummerAged(45) } }),
      '192.0.2.63',
    );
    expect(again.statusCode).toBe(400);
    expect(refusedFields(again)).toEqual(['self.email']);
    const control = await post({ ...registrationFormFields(), 'self.city': 'Upp\u0007sala' }, '192.0.2.63');
    expect(control.statusCode).toBe(400);
    expect(refusedFields(control)).toEqual(['self.city']);
    expect(await countRegistrationRows(t.db)).toEqual(before);
  });

  it('answers a kid row’s press (add, remove) and a spouse ticked on a page without its fields with the page again, registering nothing', async () => {
    const before = await countRegistrationRows(t.db);
    const fields = registrationFormFields();
    const presses: Record<string, string>[] = [
      { intent: 'add-kid' },
      { intent: 'remove-kid:0', 'kids.0.firstName': 'Arun', 'kids.0.lastName': '', 'kids.0.personalNumber': '' },
      { hasSpouse: 'true' },
    ];
    for (const press of presses) {
      const response = await post({ ...fields, ...press }, '192.0.2.64');
      expect(response.statusCode).toBe(400);
      expect(refusedFields(response)).toEqual([]);
    }
    expect(await countRegistrationRows(t.db)).toEqual(before);
  });

  it('is limited as the API is: the 21st post in an hour from one address is 429 and registers nothing', async () => {
    const address = '192.0.2.65';
    for (let i = 0; i < 20; i++) expect((await post({ intent: 'add-kid' }, address)).statusCode).toBe(400);
    const payload = registrationPayload();
    const blocked = await post(registrationFormFields(payload), address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'too_many_requests' });
    expect(await familyOf(payload.self.email)).toEqual([]);
  });
});
