import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../src/server/testing/build-test-app.ts';

/**
 * OWASP ASVS 5.0 V6.2.11 and V6.2.4: a password is judged by a strength estimator that knows the
 * association's names, the person's own name and address, and the words people here use (Swedish,
 * Tamil in Latin letters). The outside test's passwords, which the old rules let through, are refused
 * at sign-up and at reset, each with the reason.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se' } });
}, 60_000);
afterAll(() => t?.close());

let people = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.62.0.${++people % 250}` });

async function shortNameOfSite(): Promise<string> {
  return ((await t.app.inject({ method: 'GET', url: '/api/content/association' })).json() as { shortName: string })
    .shortName;
}

describe('V6.2.11 V6.2.4 passwords are judged by strength, with the site’s and the person’s words', () => {
  it('refuses the outside test’s passwords at sign-up, saying why, and mails nothing', async () => {
    const shortName = await shortNameOfSite();
    const user = await createTestUser(t.db, {
      email: `kavitha.v62.${process.pid}@example.org`,
      firstName: 'Kavitha',
      lastName: 'Raman',
      activatedAt: null,
    });
    const cases: [string, string][] = [
      ['aaaaaaab', 'passwordPattern'],
      ['11111112', 'passwordPattern'],
      ['sommar2026', 'commonPassword'],
      ['vanakkam2026', 'commonPassword'],
      [`${shortName}2026`, 'passwordHasName'],
      [`${shortName.toLowerCase()}2026!`, 'passwordHasName'],
      ['kavitha1985', 'passwordHasName'],
      ['Short-1', 'notAStrongPassword'],
    ];
    for (const [password, reason] of cases) {
      const signup = await post('/api/member/signup', { email: user.email, password, confirmpassword: password });
      expect(signup.statusCode, password).toBe(400);
      expect(signup.json().fields, password).toEqual({ password: reason });
    }
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, user.email!), eq(outbox.kind, 'account-activation')));
    expect(mails).toHaveLength(0);
  });

  it('refuses them at reset too, judged with the words of the link’s owner', async () => {
    const user = await createTestUser(t.db, {
      email: `selvi.v62.${process.pid}@example.org`,
      firstName: 'Selvi',
      lastName: 'Kannan',
      password: 'Old-Harbour-Lantern-7',
    });
    expect((await post('/api/auth/forgot', { email: user.email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.mailWorker.drain();
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, user.email!), eq(outbox.kind, 'password-reset')));
    const link = /https:\/\/tamil\.example\.se\/resetpassword\?\S+/.exec(mail?.textBody ?? '')?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    for (const [password, reason] of [
      ['kannan1985', 'passwordHasName'],
      ['sommar2026', 'commonPassword'],
      ['11111112', 'passwordPattern'],
    ]) {
      const reset = await post('/api/auth/reset', { token, password, confirmpassword: password });
      expect(reset.statusCode, password).toBe(400);
      expect(reset.json().fields, password).toEqual({ password: reason });
    }
    // The code is still good for a strong password.
    const strong = 'Tiger-Lantern-Harbour-31';
    expect((await post('/api/auth/reset', { token, password: strong, confirmpassword: strong })).statusCode).toBe(200);
  });

  it('accepts a strong passphrase at once', async () => {
    const user = await createTestUser(t.db, { email: `arun.v62.${process.pid}@example.org`, activatedAt: null });
    const password = 'Copper-Monsoon-Kettle-84';
    const signup = await post('/api/member/signup', { email: user.email, password, confirmpassword: password });
    expect(signup.statusCode).toBe(200);
  });
});
