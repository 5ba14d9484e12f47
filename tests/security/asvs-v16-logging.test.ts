import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../src/server/app.ts';
import { outbox } from '../../src/server/db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../src/server/testing/build-test-app.ts';

/**
 * OWASP ASVS 5.0 V16.2.5: the log holds no secret and no whole e-mail address. The outside test found
 * one-time codes of mailed links and addresses in the request lines: each kind of link is opened here
 * (the page, and the API call the page makes with its code), at the most talkative level, and the log
 * is searched for every code and address.
 */
let logged: TTestApp;
let app: TApp;
const lines: string[] = [];

beforeAll(async () => {
  logged = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se' }, logLines: lines });
  app = logged.app;
}, 60_000);
afterAll(() => logged?.close());

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const open = (url: string) => app.inject({ method: 'GET', url });
const made = () => randomBytes(24).toString('base64url');

/** The value of `name` in the link to /page in the newest mail of this kind to this address. */
async function linkParameter(email: string, kind: string, page: string, name: string): Promise<string> {
  await app.mailWorker.drain();
  const mails = await app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)));
  const text = mails.at(-1)?.textBody ?? '';
  const link = new RegExp(`https://tamil\\.example\\.se/${page}\\?\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`no /${page} link in a ${kind} mail`);
  return new URL(link).searchParams.get(name) ?? '';
}

describe('V16.2.5 no one-time code, token or whole e-mail address in the log', () => {
  it('after opening every kind of mailed link and making the calls the pages make with them', async () => {
    const email = `kavitha.raman.${process.pid}@example.org`;
    await createTestUser(app.db, { email, activatedAt: null });
    const password = 'Tiger-Lantern-Harbour-31';
    expect((await post('/api/member/signup', { email, password, confirmpassword: password })).statusCode).toBe(200);
    const activation = await linkParameter(email, 'account-activation', 'activateaccount', 'code');
    expect(activation).not.toBe('');
    expect((await post('/api/member/activate', { email, code: activation, password })).statusCode).toBe(200);
    expect((await post('/api/auth/forgot', { email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reset = await linkParameter(email, 'password-reset', 'resetpassword', 'token');
    expect(reset).not.toBe('');
    // Codes of the kinds this test does not mail: the log must not depend on a code being valid.
    const verify = made();
    const undo = made();
    const booking = made();
    const redirect = made();
    const oidcCode = made();
    const oidcState = made();

    const pages = [
      `/activateaccount?email=${encodeURIComponent(email)}&code=${activation}`,
      `/resetpassword?token=${reset}`,
      `/verify?oobCode=${verify}`,
      `/undochange?code=${undo}`,
      `/verify?mode=verifyEmail&oobCode=${verify}&lang=en`,
      `/bookings/confirm?token=${booking}`,
      `/bookings/cancel?token=${booking}`,
      `/redirect?code=${redirect}`,
      `/redirect?token=${redirect}`,
      `/oauth2/callback/google?code=${oidcCode}&state=${oidcState}`,
      `/en/activateaccount?email=${email}&code=${activation}`,
      // An address in the path, not the query: masked where it stands.
      `/unsubscribe/${email}`,
    ];
    // The request line is logged whatever the page answers (503 where the web app is not built).
    for (const page of pages) await open(page);
    await post('/api/member/activate/preview', { email, code: activation });
    await post('/api/member/activate', { email, code: activation, password });
    await post('/api/auth/reset/preview', { token: reset });
    await post('/api/member/undo-change/preview', { code: undo });
    await post('/api/member/undo-change', { code: undo });
    await post('/api/auth/reset', { token: reset, password, confirmpassword: password });
    await post('/api/member/verify-email', { code: verify });
    await post('/api/bookings/confirm', { token: booking });
    await post('/api/bookings/cancel', { token: booking });
    await post('/api/auth/oidc/exchange', { code: redirect });
    // A body the JSON parser refuses: its error message quotes the start of the body.
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${email}" oops}`,
    });
    await app.mailWorker.drain();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    for (const secret of [activation, reset, verify, booking, redirect, oidcCode, oidcState, password, email]) {
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
    }
    expect(log.includes(encodeURIComponent(email)), 'the log holds the encoded address').toBe(false);
    expect(log).not.toMatch(/[A-Za-z0-9._%+-]+(?:@|%40)example\.org/);
    // What is left says what happened without saying whose: a masked address, the page, the key.
    expect(log).toContain('/activateaccount?email=[redacted]&code=[redacted]');
    expect(log).toContain('k***@example.org');
  }, 120_000);
});
