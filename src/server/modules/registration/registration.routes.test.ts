import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app.ts';
import { registrationSuccessText } from '../../../shared/registration-terms.ts';
import { families, memberships, outbox, users } from '../../db/schema.ts';
import {
  countRegistrationRows,
  personnummer,
  registrationPayload,
  spousePayload,
} from '../../testing/registration.fixtures.ts';

let t: TTestApp;
// 10 May 2025: financial year 2025. Tests that cross 1 April set it themselves.
let now = new Date(2025, 4, 10, 12);
beforeAll(async () => {
  // The worker stays idle: these tests look at the outbox, the mail tests at delivery.
  t = await buildTestApp({ clock: () => now, env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
});
afterAll(() => t.close());

const SUCCESS = registrationSuccessText('STTA');

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/membership/register', payload: payload as object });

const rowCounts = () => countRegistrationRows(t.db);

async function familyOf(email: string) {
  const [registrant] = await t.db.select().from(users).where(eq(users.email, email));
  if (!registrant?.familyId) throw new Error(`no family for ${email}`);
  const [family] = await t.db.select().from(families).where(eq(families.id, registrant.familyId));
  const people = await t.db
    .select()
    .from(users)
    .where(eq(users.familyId, registrant.familyId))
    .orderBy(asc(users.givenId));
  const rows = await t.db
    .select({
      givenId: users.givenId,
      year: memberships.year,
      status: memberships.status,
      amountSek: memberships.amountSek,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.familyId, registrant.familyId))
    .orderBy(asc(users.givenId));
  return { family: family!, people, memberships: rows };
}

describe('POST /api/membership/register', () => {
  it('creates the family, its pending people and memberships, queues two mails and answers the success text', async () => {
    const before = await rowCounts();
    const payload = registrationPayload();
    const response = await register(payload);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(SUCCESS);

    const { family, people, memberships: rows } = await familyOf(payload.self.email);
    const prefix = String(family.number).padStart(4, '0');
    expect(family).toMatchObject({
      streetAddress: 'Testgatan 1',
      city: 'Teststad',
      postalCode: '111 11',
      country: 'Sweden',
      termsVersion: 'v1.0.0',
    });
    expect(family.termsAcceptedAt?.getTime()).toBe(now.getTime());
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({
      givenId: `${prefix}A`,
      firstName: 'Kavitha',
      lastName: 'Raman',
      email: payload.self.email,
      personalNumber: payload.self.personalNumber,
      gender: 'female',
      phoneNumber: '0701234567',
      status: 'pending',
      role: 'Member',
      language: 'en',
      passwordHash: null,
    });
    expect(rows).toEqual([{ givenId: `${prefix}A`, year: 2025, status: 'Pending', amountSek: 100 }]);

    const mails = await t.db.select().from(outbox).where(eq(outbox.status, 'pending')).orderBy(asc(outbox.id));
    const added = mails.slice(-2);
    expect(added.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['registration-received', payload.self.email],
      ['registration-notice', 'info@example.org'],
    ]);
    expect(added[0]?.textBody).toContain(`FY2025 ${prefix}A`);
    expect(added[1]?.textBody).not.toContain(payload.self.personalNumber);
    expect(await rowCounts()).toEqual({
      families: before.families + 1,
      users: before.users + 1,
      memberships: before.memberships + 1,
      outbox: before.outbox + 2,
    });
  });

  it('gives the spouse B and the kids K1, K2, with each fee by age on the day', async () => {
    const payload = registrationPayload({
      language: 'sv',
      kids: [
        { firstName: 'Nila', lastName: 'Raman', personalNumber: personnummer('20150601', '222') },
        { firstName: 'Iniyan', lastName: 'Raman', personalNumber: personnummer('20220301', '333') },
      ],
    });
    payload.spouse = spousePayload(`spouse.${payload.self.email}`);
    expect((await register(payload)).statusCode).toBe(200);

    const { family, people, memberships: rows } = await familyOf(payload.self.email);
    const prefix = String(family.number).padStart(4, '0');
    expect(people.map((person) => [person.givenId, person.firstName, person.email, person.language])).toEqual([
      [`${prefix}A`, 'Kavitha', payload.self.email, 'sv'],
      [`${prefix}B`, 'Arun', payload.spouse.email, 'sv'],
      [`${prefix}K1`, 'Nila', null, 'sv'],
      [`${prefix}K2`, 'Iniyan', null, 'sv'],
    ]);
    expect(rows.map((row) => [row.givenId, row.amountSek])).toEqual([
      [`${prefix}A`, 100],
      [`${prefix}B`, 100],
      [`${prefix}K1`, 50],
      [`${prefix}K2`, 0],
    ]);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, payload.self.email));
    expect(mail?.subject).toBe('STTA: Vi har tagit emot din registrering');
    expect(mail?.textBody).toContain('Medlemsavgift totalt: 250 kr');
  });

  it('stores each way people type a personnummer as YYYYMMDD-XXXX', async () => {
    const self = personnummer('19850315', '123');
    const spouse = personnummer('19870620', '242');
    const kid = personnummer('20150601', '777');
    const payload = registrationPayload({
      kids: [{ firstName: 'Nila', lastName: 'Raman', personalNumber: kid.replace('-', '').slice(2) }],
    });
    payload.self.personalNumber = self.replace('-', '');
    payload.spouse = { ...spousePayload(`typed.${payload.self.email}`), personalNumber: spouse.slice(2) };
    expect((await register(payload)).statusCode).toBe(200);

    const { people } = await familyOf(payload.self.email);
    expect(people.map((person) => person.personalNumber)).toEqual([self, spouse, kid]);
  });

  it('takes the financial year and the fees from the clock of the request (31 March vs 1 April)', async () => {
    // The kid turns 6 on 1 April 2025: free the day before, 50 SEK that day.
    const kids = [{ firstName: 'Mathi', lastName: 'Raman', personalNumber: personnummer('20190401', '444') }];
    now = new Date(2025, 2, 31, 23, 30);
    const march = registrationPayload({ kids });
    expect((await register(march)).statusCode).toBe(200);
    now = new Date(2025, 3, 1, 0, 30);
    const april = registrationPayload({ kids: [{ ...kids[0]!, personalNumber: personnummer('20190401', '555') }] });
    expect((await register(april)).statusCode).toBe(200);
    now = new Date(2025, 4, 10, 12);

    expect((await familyOf(march.self.email)).memberships.map((row) => [row.year, row.amountSek])).toEqual([
      [2024, 100],
      [2024, 0],
    ]);
    expect((await familyOf(april.self.email)).memberships.map((row) => [row.year, row.amountSek])).toEqual([
      [2025, 100],
      [2025, 50],
    ]);
  });
});

describe('concurrent registrations', () => {
  it('give different family numbers', async () => {
    const payloads = Array.from({ length: 6 }, () => registrationPayload());
    const responses = await Promise.all(payloads.map(register));
    expect(responses.map((response) => response.statusCode)).toEqual(payloads.map(() => 200));
    const numbers = await Promise.all(
      payloads.map(async (payload) => (await familyOf(payload.self.email)).family.number),
    );
    expect(new Set(numbers).size).toBe(payloads.length);
  });

  it('of the same payload (a double submit) register once and answer the second 409', async () => {
    const payload = registrationPayload();
    const before = await rowCounts();
    const responses = await Promise.all([register(payload), register(payload)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await rowCounts()).toEqual({
      families: before.families + 1,
      users: before.users + 1,
      memberships: before.memberships + 1,
      outbox: before.outbox + 2,
    });
    expect((await register(payload)).statusCode).toBe(409);
  });

  // PGlite runs one transaction at a time, so only a server can interleave a writer outside registration.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'turn a unique-index race on users.email into the same 409, not a 500',
    async () => {
      const payload = registrationPayload();
      const other = new pg.Client({ connectionString: t.database.url });
      await other.connect();
      try {
        // Another writer holds an uncommitted row with the address; the registration's check cannot see it.
        await other.query('begin');
        await other.query(
          `insert into users (given_id, first_name, last_name, email) values ('9999A', 'Other', 'Writer', $1)`,
          [payload.self.email],
        );
        const pending = register(payload);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('commit');
        const response = await pending;
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ error: 'duplicate_email', fields: { 'self.email': 'emailInvalid' } });
      } finally {
        await other.end();
      }
    },
  );
});
