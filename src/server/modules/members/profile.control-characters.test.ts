import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { families, users } from '../../db/schema.ts';
import { personnummer } from '../../testing/registration.fixtures.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Found by the bad-input sweep of tests/api: a NUL in a name reached Postgres, which answered 500.
describe('profile edits with control characters', () => {
  it('answer 400 valueInvalid for a NUL in a name or an address line, and change nothing', async () => {
    const self = await createTestUser(t.db, { personalNumber: personnummer('19800101') });
    const headers = { authorization: `Bearer ${await tokenFor(self)}` };
    const name = { firstName: 'Kavi\u0000', lastName: 'R', personalNumber: self.personalNumber, email: self.email };
    const update = await t.app.inject({ method: 'POST', url: '/api/member/update', headers, payload: { self: name } });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ error: 'validation' });
    const address = { streetAddress: 'Gatan\u00001', city: 'Uppsala', postalCode: '753 20', country: 'Sweden' };
    const move = await t.app.inject({
      method: 'POST',
      url: '/api/member/updateaddress',
      headers,
      payload: { self: address },
    });
    expect(move.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, self.id));
    expect(row?.firstName).toBe('Test');
    const [family] = await t.db
      .select()
      .from(families)
      .where(eq(families.id, self.familyId ?? -1));
    expect(family?.streetAddress).toBe('Testgatan 1');
  });
});
