import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { outbox } from '../../db/schema.ts';
import { LOGIN_LIMITS } from './sign-in-throttle.ts';

const TOO_MANY = { error: 'too_many_requests', message: 'Too many Requests. Sorry! Please try again later.' };
const RIGHT = 'Right-Password-42';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://site.example' } });
  // Only Date is faked: the pauses are read from the clock, the database and timers run as ever.
  // Time only moves forward through the whole file, as the counters expect.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

let people = 0;
const member = (values: Parameters<typeof createTestUser>[1] = {}) =>
  createTestUser(t.db, { email: `throttle${++people}@example.org`, password: RIGHT, ...values });

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** Tries until the answer is not a pause: waits out each Retry-After of up to a minute, as a patient person would. */
async function patientLogin(email: string, password: string, remoteAddress: string) {
  for (;;) {
    const response = await login(email, password, remoteAddress);
    const retryAfter = Number(response.headers['retry-after'] ?? 0);
    if (response.statusCode !== 429 || retryAfter > 60) return response;
    wait(retryAfter * 1000);
  }
}

describe('failed password sign-ins', () => {
  it('make the account wait after 3: 429 with Retry-After and the specification’s text, 1 s, then 2 s, ...', async () => {
    const { email } = await member();
    for (let i = 0; i < LOGIN_LIMITS.accountFreeFailures; i++) {
      // From ever new addresses: the account's own count is what matters here.
      expect((await login(email!, `wrong-${i}`, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    const paused = await login(email!, RIGHT, '203.0.113.50');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual(TOO_MANY);
    expect(paused.headers['retry-after']).toBe('1');
    // The same address in another spelling is the same account.
    expect((await login(` ${email!.toUpperCase()}`, RIGHT, '203.0.113.51')).statusCode).toBe(429);
    wait(1000);
    expect((await login(email!, 'wrong-again', '203.0.113.52')).statusCode).toBe(401);
    expect((await login(email!, RIGHT, '203.0.113.53')).headers['retry-after']).toBe('2');
    wait(2000);
    expect((await login(email!, RIGHT, '203.0.113.54')).statusCode).toBe(200);
  });

  it('never keep the owner out: 10 from one address block that address, the owner signs in elsewhere', async () => {
    const { email } = await member();
    const attacker = '198.51.100.66';
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await patientLogin(email!, `guess-${i}`, attacker)).statusCode).toBe(401);
    }
    const blocked = await patientLogin(email!, RIGHT, attacker);
    expect(blocked.statusCode).toBe(429);
    // Until the hour that began with the first failure is over.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60 * 50);
    // The owner, anywhere else, waits at most a minute.
    const owner = await login(email!, RIGHT, '192.0.2.10');
    expect(Number(owner.headers['retry-after'] ?? 0)).toBeLessThanOrEqual(60);
    expect((await patientLogin(email!, RIGHT, '192.0.2.10')).statusCode).toBe(200);
    // Even an hour of failures from many addresses keeps the wait at a minute.
    for (let i = 0; i < 5; i++) await patientLogin(email!, `more-${i}`, `198.51.100.${i + 1}`);
    expect(Number((await login(email!, RIGHT, '192.0.2.11')).headers['retry-after'] ?? 0)).toBeLessThanOrEqual(60);
  });

  it('mail the owner once when the limit is reached, in their language', async () => {
    const { email } = await member({ language: 'sv' });
    for (let i = 0; i < LOGIN_LIMITS.perAccount + 3; i++)
      await patientLogin(email!, `guess-${i}`, `198.51.102.${i + 1}`);
    const alerts = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email!), eq(outbox.kind, 'sign-in-alert')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toContain('misslyckade inloggningar');
    expect(alerts[0]!.textBody).toContain(`${LOGIN_LIMITS.perAccount} försök`);
    expect(alerts[0]!.textBody).toContain('https://site.example/memberlogin?view=forgotpassword');
  });

  it('mail nobody for an address without an account', async () => {
    const email = `nobody-${people}@example.org`;
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) await patientLogin(email, `guess-${i}`, `198.51.101.${i + 1}`);
    expect(await t.db.$count(outbox, eq(outbox.recipient, email))).toBe(0);
  });

  it('refuse an address after 30 an hour, whatever the accounts; other addresses go on', async () => {
    const { email } = await member();
    const address = '192.0.2.7';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await patientLogin(`guess-${i}@example.org`, 'x', address)).statusCode).toBe(401);
    }
    const refused = await patientLogin(email!, RIGHT, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await login(email!, RIGHT, '192.0.2.8')).statusCode).toBe(200);
  });

  it('do not count successful sign-ins; the hour starts afresh', async () => {
    const { email } = await member();
    for (let i = 0; i < 12; i++) expect((await login(email!, RIGHT, '192.0.2.50')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.accountFreeFailures; i++) await login(email!, 'wrong', '192.0.2.51');
    expect((await login(email!, RIGHT, '192.0.2.50')).statusCode).toBe(429);
    wait(LOGIN_LIMITS.windowMs);
    expect((await login(email!, RIGHT, '192.0.2.50')).statusCode).toBe(200);
  });
});
