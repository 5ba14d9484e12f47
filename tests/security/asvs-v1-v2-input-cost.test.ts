import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../src/server/testing/build-test-app.ts';
import { personnummer, registrationPayload } from '../../src/server/testing/registration.fixtures.ts';

/**
 * OWASP ASVS 5.0 V1.3.12 (no regular expression backtracks super-linearly on untrusted input) and
 * V2.2.1 (input is held to its expected length and form before any other rule). The outside test's
 * stall: a postal code of 128 KB of digits and an 'x' blocked the server for 6 s. Every such field now
 * refuses it at once, whatever its size under the body limit.
 */
let t: TTestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_IP_FACTOR: '1000' } });
  const member = await createTestUser(t.db, { personalNumber: personnummer('19800101') });
  headers = { authorization: `Bearer ${await tokenFor(member)}` };
}, 60_000);
afterAll(() => t?.close());

const digitsAndX = (length: number) => `${'1'.repeat(length)}x`;
// Far below the seconds a quadratic pattern takes on these sizes, far above a linear check on a busy machine.
const FAST_MS = 1000;

async function timed(payload: object, url: string, auth = true) {
  const started = performance.now();
  const response = await t.app.inject({ method: 'POST', url, payload, headers: auth ? headers : {} });
  return { response, ms: performance.now() - started };
}

describe('V1.3.12 V2.2.1 no input costs more than its length allows', () => {
  it.each([128 * 1024, 1_000_000 - 1_000])(
    'updateaddress with a %i-character postal code: 400 at once',
    async (size) => {
      const address = { streetAddress: 'Gatan 1', city: 'Uppsala', postalCode: digitsAndX(size), country: 'Sweden' };
      const { response, ms } = await timed({ self: address }, '/api/member/updateaddress');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ 'self.postalCode': 'tooLong' });
      expect(ms).toBeLessThan(FAST_MS);
    },
  );

  it('registration with the longest postal code its body limit lets through: 400 at once', async () => {
    const registration = registrationPayload({ language: 'en' });
    const payload = { ...registration, self: { ...registration.self, postalCode: digitsAndX(60_000) } };
    const { response, ms } = await timed(payload, '/api/membership/register', false);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ 'self.postalCode': 'tooLong' });
    expect(ms).toBeLessThan(FAST_MS);
  });

  it.each([
    ['phoneNumber', '/api/member/update'],
    ['email', '/api/member/update'],
    ['personalNumber', '/api/member/update'],
  ])('%s of %s at 100 KB: 400 at once', async (field, url) => {
    const self = {
      firstName: 'Test',
      lastName: 'Person',
      personalNumber: personnummer('19800101'),
      email: 'x@example.org',
    };
    const { response, ms } = await timed({ self: { ...self, [field]: digitsAndX(100_000) } }, url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([`self.${field}`]);
    expect(ms).toBeLessThan(FAST_MS);
  });
});
