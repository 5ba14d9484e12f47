import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { families, outbox } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { multipartBody } from '../../testing/events.fixtures.ts';
import { csvOf, householdRows, REGISTER_HEADER } from './register-samples.fixtures.ts';

let t: TTestApp;
let adminAuth: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date('2027-05-02T10:00:00+02:00') });
  const admin = await createTestUser(t.db, { email: 'volume.admin@example.org', role: 'Admin', familyNumber: 9201 });
  adminAuth = { authorization: `Bearer ${await tokenFor(admin)}` };
});
afterAll(() => t.close());

// The association's register is a few hundred people: 500 rows (167 households of two adults and a
// kid, 334 invitations) import in one transaction. How long it takes is `npm run bench:import`'s.
it('imports 500 rows at once', async () => {
  const rows = householdRows(167, 'Volume').slice(0, 500);
  const body = await multipartBody(
    { year: '2027', language: 'sv' },
    {
      bytes: Buffer.from(csvOf([REGISTER_HEADER, ...rows])),
      name: 'register.csv',
      type: 'text/csv',
      field: 'register',
    },
  );
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/admin/register-imports',
    headers: { ...body.headers, ...adminAuth },
    payload: body.payload,
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ families: 167, people: 500, invitations: 334 });
  expect(await t.db.$count(families, eq(families.importId, answer.json().importId))).toBe(167);
  expect(await t.db.$count(outbox, eq(outbox.kind, 'register-invitation'))).toBe(334);
}, 60_000);
