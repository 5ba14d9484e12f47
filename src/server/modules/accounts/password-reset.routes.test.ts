import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTokens, outbox, refreshTokens, users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { postForm } from '../../testing/form-post.ts';
import { fastestTimesInTurn } from '../../testing/fastest-times.ts';
import { hashOpaqueToken } from './opaque-token.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_IP_FACTOR: '1000', PUBLIC_URL: 'https://site.example' } });
});
afterAll(() => t.close());

const OLD = 'Old-Password-77';
const NEW = 'Fresh-Jasmine-81';

const forgot = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email } });
const reset = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/reset', payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function resetMails(email: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'password-reset')));
}

/** The reset mail is queued after the answer: wait for it. */
async function resetCode(email: string, count = 1): Promise<string> {
  const mails = await vi.waitFor(async () => {
    const found = await resetMails(email);
    if (found.length < count) throw new Error(`${found.length} reset mails to ${email} so far`);
    return found;
  });
  const match = /https:\/\/site\.example\/resetpassword\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.textBody);
  if (!match?.[1]) throw new Error('no reset link');
  return match[1];
}

describe('POST /api/auth/forgot', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    await createTestUser(t.db, { email: 'lakshmi@example.org', password: OLD, language: 'ta' });
    const known = await forgot('Lakshmi@example.org');
    const unknown = await forgot('nobody@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);

    await resetCode('lakshmi@example.org');
    const [mail] = await resetMails('lakshmi@example.org');
    expect(mail!.subject).toContain('கடவுச்சொல்');
    expect(await resetMails('nobody@example.org')).toEqual([]);
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    await createTestUser(t.db, { email: 'timing-reset@example.org', password: OLD });
    const [known = 0, unknown = 0] = await fastestTimesInTurn(5, [
      () => forgot('timing-reset@example.org'),
      () => forgot('nobody-timing@example.org'),
    ]);
    expect(Math.abs(known - unknown)).toBeLessThan(50);
  });

  it('sends at most three reset mails an hour to one account', async () => {
    await createTestUser(t.db, { email: 'flooded@example.org', password: OLD });
    for (let i = 0; i < 5; i++) expect((await forgot('flooded@example.org')).statusCode).toBe(200);
    await resetCode('flooded@example.org', 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await resetMails('flooded@example.org')).toHaveLength(3);
  });

  it('refuses a missing or malformed address with 400', async () => {
    expect((await forgot(undefined)).statusCode).toBe(400);
    expect((await forgot(['a@b.se'])).statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset', () => {
  it('sets the new password once, ends every session and refuses the link afterwards', async () => {
    const user = await createTestUser(t.db, { email: 'arun@example.org', password: OLD });
    const session = await login('arun@example.org', OLD);
    expect(session.statusCode).toBe(200);
    await forgot('arun@example.org');
    const token = await resetCode('arun@example.org');

    const response = await reset({ token, password: NEW, confirmpassword: NEW });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await login('arun@example.org', OLD)).statusCode).toBe(401);
    expect((await login('arun@example.org', NEW)).statusCode).toBe(200);

    const chains = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(chains.filter((row) => row.revokedAt === null)).toHaveLength(1); // the sign-in just now

    const again = await reset({ token, password: 'Another-Pass-99', confirmpassword: 'Another-Pass-99' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_token', message: expect.any(String) });
  });

  it('refuses an expired link', async () => {
    await createTestUser(t.db, { email: 'slow@example.org', password: OLD });
    await forgot('slow@example.org');
    const token = await resetCode('slow@example.org');
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashOpaqueToken(token)));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 0);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.id, row!.id));
    expect((await reset({ token, password: NEW, confirmpassword: NEW })).statusCode).toBe(400);
    expect((await login('slow@example.org', OLD)).statusCode).toBe(200);
  });

  it('activates an account that never was: the link proves the address', async () => {
    await createTestUser(t.db, { email: 'never-activated@example.org', password: OLD, activatedAt: null });
    await forgot('never-activated@example.org');
    const token = await resetCode('never-activated@example.org');
    expect((await reset({ token, password: NEW, confirmpassword: NEW })).statusCode).toBe(200);
    expect((await login('never-activated@example.org', NEW)).statusCode).toBe(200);
  });

  it('holds the new password to the sign-up rules', async () => {
    const user = await createTestUser(t.db, { email: 'rules-reset@example.org', password: OLD });
    await forgot('rules-reset@example.org');
    const token = await resetCode('rules-reset@example.org');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ token, password: 'short', confirmpassword: 'short' }, { password: 'notAStrongPassword' }],
      [{ token, password: NEW, confirmpassword: 'different-1A' }, { confirmpassword: 'passwordMismatch' }],
      [{ token, password: 'iloveyou1', confirmpassword: 'iloveyou1' }, { password: 'commonPassword' }],
      [{ password: NEW, confirmpassword: NEW }, { token: expect.any(String) }],
    ];
    for (const [payload, fields] of cases) {
      const response = await reset(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields, JSON.stringify(payload)).toMatchObject(fields);
    }
    // Nothing changed and the link still works.
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toBe(user.passwordHash);
    expect((await reset({ token, password: NEW, confirmpassword: NEW })).statusCode).toBe(200);
  });
});

const formPost = (url: string, fields: Record<string, string>) => postForm(t.app, url, fields);
// The refused page again, or (a test app without the built web app) the same refusal as JSON.
const REFUSED = [400];

describe('the forgotten-password and new-password forms sent without the app', () => {
  it('mails the link and answers the success state; refuses a wrong address with the form again', async () => {
    await createTestUser(t.db, { email: 'plain-post@example.org', password: OLD });
    const sent = await formPost('/memberlogin?view=forgotpassword', { email: ' Plain-Post@example.org ' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/memberlogin?view=forgotpassword&sent=1');
    expect(await resetCode('plain-post@example.org')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const refused = await formPost('/memberlogin?view=forgotpassword', { email: 'not-an-address' });
    expect(REFUSED).toContain(refused.statusCode);
    expect(refused.headers.location).toBeUndefined();
  });

  it('sets the new password through the link in the address; a weak password or a dead link changes nothing', async () => {
    await createTestUser(t.db, { email: 'plain-reset@example.org', password: OLD });
    await formPost('/memberlogin?view=forgotpassword', { email: 'plain-reset@example.org' });
    const token = await resetCode('plain-reset@example.org');

    const weak = await formPost(`/resetpassword?token=${token}`, { password: 'short', confirmpassword: 'short' });
    expect(REFUSED).toContain(weak.statusCode);
    expect((await login('plain-reset@example.org', OLD)).statusCode).toBe(200);

    const done = await formPost(`/resetpassword?token=${token}`, { password: NEW, confirmpassword: NEW });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/resetpassword?sent=1');
    expect((await login('plain-reset@example.org', NEW)).statusCode).toBe(200);

    const again = await formPost(`/resetpassword?token=${token}`, { password: OLD, confirmpassword: OLD });
    expect(REFUSED).toContain(again.statusCode);
    expect((await login('plain-reset@example.org', NEW)).statusCode).toBe(200);
  });
});
