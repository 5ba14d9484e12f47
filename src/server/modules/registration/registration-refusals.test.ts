import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app.ts';
import { outbox, users } from '../../db/schema.ts';
import {
  countRegistrationRows,
  personnummer,
  personnummerAged,
  registrationPayload,
  spousePayload,
} from '../../testing/registration.fixtures.ts';

let t: TTestApp;
const now = new Date(2025, 4, 10, 12);
beforeAll(async () => {
  // The worker stays idle: these tests look at the outbox, the mail tests at delivery.
  t = await buildTestApp({ clock: () => now, env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/membership/register', payload: payload as object });

const rowCounts = () => countRegistrationRows(t.db);

describe('POST /api/membership/register refusals', () => {
  const valid = () => registrationPayload();
  const kid = (serial: string) => ({ firstName: 'K', lastName: 'R', personalNumber: personnummer('20100101', serial) });
  const cases: [string, () => unknown, Record<string, string>][] = [
    ['an empty object', () => ({}), { self: 'mandatory' }],
    [
      'six kids',
      () => ({ ...valid(), kids: ['101', '102', '103', '104', '105', '106'].map(kid) }),
      { kids: 'valueInvalid' },
    ],
    [
      'a wrong personnummer checksum',
      () => {
        const payload = valid();
        const pnr = payload.self.personalNumber;
        return {
          ...payload,
          self: { ...payload.self, personalNumber: `${pnr.slice(0, -1)}${(Number(pnr.at(-1)) + 1) % 10}` },
        };
      },
      { 'self.personalNumber': 'personalNumberCheckDigit' },
    ],
    [
      'a personnummer in no known form',
      () => ({ ...valid(), self: { ...valid().self, personalNumber: '1980-01-01-1234' } }),
      { 'self.personalNumber': 'personalNumberInvalid' },
    ],
    [
      'a registrant under 18',
      () => ({ ...valid(), self: { ...valid().self, personalNumber: personnummerAged(17) } }),
      { 'self.personalNumber': 'adultAgeRequired' },
    ],
    [
      'a spouse under 18',
      () => ({
        ...valid(),
        spouse: { ...spousePayload('young.spouse@example.org'), personalNumber: personnummerAged(17) },
      }),
      { 'spouse.personalNumber': 'adultAgeRequired' },
    ],
    [
      'a kid of 18',
      () => ({ ...valid(), kids: [{ ...kid('301'), personalNumber: personnummerAged(18, 0, '301') }] }),
      { 'kids.0.personalNumber': 'kidAgeTooHigh' },
    ],
    [
      'a kid born in the future',
      () => ({ ...valid(), kids: [{ ...kid('302'), personalNumber: personnummerAged(-1, 0, '302') }] }),
      { 'kids.0.personalNumber': 'birthDateInFuture' },
    ],
    [
      'a missing accept',
      () => {
        const { accept: _accept, ...self } = valid().self;
        return { ...valid(), self };
      },
      { 'self.accept': 'accept' },
    ],
    [
      'accept of another terms version',
      () => ({ ...valid(), self: { ...valid().self, accept: 'v0.9.0' } }),
      { 'self.accept': 'accept' },
    ],
    [
      'a number for a name',
      () => ({ ...valid(), self: { ...valid().self, firstName: 42 } }),
      { 'self.firstName': 'valueInvalid' },
    ],
    ['a string for self', () => ({ ...valid(), self: 'me' }), { self: 'valueInvalid' }],
    ['an unknown language', () => ({ ...valid(), language: 'fr' }), { language: 'valueInvalid' }],
    [
      'a NUL byte in a name',
      () => ({ ...valid(), self: { ...valid().self, lastName: 'Ra\u0000man' } }),
      { 'self.lastName': 'invisibleCharacters' },
    ],
    [
      'a NUL byte in a kid name',
      () => ({ ...valid(), kids: [{ ...kid('201'), firstName: 'A\u0000' }] }),
      { 'kids.0.firstName': 'invisibleCharacters' },
    ],
  ];

  it.each(cases)('answers 400 with field errors and writes nothing for %s', async (_name, payload, fields) => {
    const before = await rowCounts();
    const response = await register(payload());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation', message: expect.any(String), fields });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 JSON for no body and for broken JSON', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/membership/register' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'validation', fields: { body: expect.any(String) } });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/membership/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"self":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'invalid_json', message: expect.any(String) });
  });

  it('answers 413 JSON for a 2 MB body', async () => {
    const payload = { ...valid(), padding: 'x'.repeat(2 * 1024 * 1024) };
    const response = await register(payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: expect.any(String) });
  });

  it('refuses an e-mail already on file (registrant) with 409, a reason and nothing written', async () => {
    const first = valid();
    expect((await register(first)).statusCode).toBe(200);
    const before = await rowCounts();
    const second = registrationPayload({ self: { ...valid().self, email: first.self.email.toUpperCase() } });
    const response = await register(second);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'duplicate_email',
      message: `The e-mail address ${first.self.email} (you) is already registered. Please sign in, or contact the board.`,
      fields: { 'self.email': 'emailInvalid' },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a spouse e-mail already on file, in the language of the registration', async () => {
    const first = valid();
    expect((await register(first)).statusCode).toBe(200);
    const before = await rowCounts();
    const second = registrationPayload({ language: 'sv', spouse: spousePayload(first.self.email) });
    const response = await register(second);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'duplicate_email',
      message: `E-postadressen ${first.self.email} (make/maka) är redan registrerad. Logga in, eller kontakta styrelsen.`,
      fields: { 'spouse.email': 'emailInvalid' },
    });
    const tamil = await register({ ...second, language: 'ta' });
    expect(tamil.json().message).toContain('வாழ்க்கைத் துணை');
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts a personnummer already on file', async () => {
    const first = valid();
    expect((await register(first)).statusCode).toBe(200);
    expect(
      (await register(registrationPayload({ self: { ...valid().self, personalNumber: first.self.personalNumber } })))
        .statusCode,
    ).toBe(200);
  });

  it('stores a script tag in a name as text, and escapes it in the HTML mail', async () => {
    const payload = registrationPayload({ self: { ...valid().self, firstName: '<script>alert(1)</script>' } });
    expect((await register(payload)).statusCode).toBe(200);
    const [person] = await t.db.select().from(users).where(eq(users.email, payload.self.email));
    expect(person?.firstName).toBe('<script>alert(1)</script>');
    // The registrant's address has not proved itself: its mail carries nothing they typed.
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, payload.self.email));
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain('alert(1)');
    // The board's notice quotes the name, escaped.
    const notices = await t.db.select().from(outbox).where(eq(outbox.kind, 'registration-notice'));
    const notice = notices.find((row) => row.textBody.includes('<script>alert(1)</script>'));
    expect(notice?.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notice?.htmlBody).not.toContain('<script>');
  });
});
