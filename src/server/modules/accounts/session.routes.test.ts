import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import { createSessionService, REFRESH_REUSE_LEEWAY_MS } from './session.service.ts';

let t: TTestApp;
let userId: number;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_IP_FACTOR: '1000' } });
  userId = (await createTestUser(t.db, { email: 'ravi@example.org', password: 'right-password' })).id;
});
afterAll(() => t.close());

function cookieValue(setCookie: string | string[] | undefined): string | undefined {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  return /refresh_token=([^;]*)/.exec(header)?.[1];
}

async function signIn(email = 'ravi@example.org'): Promise<{ accessToken: string; refresh: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'right-password' },
  });
  expect(response.statusCode).toBe(200);
  return { accessToken: response.json().accessToken, refresh: cookieValue(response.headers['set-cookie'])! };
}

const refresh = (value?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: value === undefined ? {} : { refresh_token: value },
  });

const logout = (value?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    cookies: value === undefined ? {} : { refresh_token: value },
  });

/** The token was used longer ago than the leeway for a lost answer. */
async function usedLongAgo(token: string) {
  await t.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_LEEWAY_MS - 1000) })
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
}

describe('POST /api/auth/refresh', () => {
  it('answers 204 without a cookie: nobody is signed in here, which is no error', async () => {
    const response = await refresh();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('trades the cookie for a new access token and a new cookie in the same chain', async () => {
    const first = await signIn();
    const response = await refresh(first.refresh);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json();
    expect(decodeJwt(accessToken).sub).toBe(String(userId));
    const next = cookieValue(response.headers['set-cookie']);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(first.refresh);
    expect(String(response.headers['set-cookie'])).toContain('SameSite=Strict');

    const rows = await t.db
      .select()
      .from(refreshTokens)
      .where(sql`${refreshTokens.tokenHash} in (${hashOpaqueToken(first.refresh)}, ${hashOpaqueToken(next!)})`);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.chainId)).size).toBe(1);
    // Only hashes are stored.
    expect(rows.map((row) => row.tokenHash)).not.toContain(first.refresh);
  });

  it('revokes the whole chain when a used token comes back (replay), and the newest stops working too', async () => {
    const first = await signIn();
    const second = cookieValue((await refresh(first.refresh)).headers['set-cookie'])!;
    await usedLongAgo(first.refresh);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'invalid_refresh_token', message: expect.any(String) });
    // The cookie is cleared.
    expect(String(replay.headers['set-cookie'])).toMatch(/refresh_token=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('revokes the chain when a used token comes back after the newer one was used, however soon', async () => {
    const first = await signIn();
    const second = cookieValue((await refresh(first.refresh)).headers['set-cookie'])!;
    const third = cookieValue((await refresh(second)).headers['set-cookie'])!;
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it('trades a token again when its answer was lost: back within the leeway, the newer one never used', async () => {
    const first = await signIn();
    const lost = cookieValue((await refresh(first.refresh)).headers['set-cookie'])!;
    // The page was reloaded before the answer arrived: the browser still holds the first token.
    const again = await refresh(first.refresh);
    expect(again.statusCode).toBe(200);
    const next = cookieValue(again.headers['set-cookie'])!;
    expect(next).not.toBe(lost);
    expect(decodeJwt(again.json().accessToken).sub).toBe(String(userId));
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('trades both of two refreshes sent at once with one token (two tabs), ending nothing', async () => {
    const first = await signIn();
    const answers = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const answer of answers) {
      expect((await refresh(cookieValue(answer.headers['set-cookie'])!)).statusCode).toBe(200);
    }
  });

  it('leaves other sign-ins (other chains) alone on a replay', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    await refresh(phone.refresh);
    await usedLongAgo(phone.refresh);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('refuses an unknown, an oversized and an expired token with 401', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await refresh('x'.repeat(5000))).statusCode).toBe(401);
    const old = await signIn();
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(old.refresh)));
    expect((await refresh(old.refresh)).statusCode).toBe(401);
  });

  it('ends at the absolute limit even when used every day', async () => {
    const session = await signIn();
    await t.db
      .update(refreshTokens)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(session.refresh)));
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('stops when the member is no longer approved', async () => {
    const other = await createTestUser(t.db, { email: 'leaving@example.org', password: 'right-password' });
    const session = await signIn('leaving@example.org');
    await t.db.update(users).set({ status: 'rejected' }).where(eq(users.id, other.id));
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and clears the cookie even without one', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^refresh_token=;/);
    expect(String(response.headers['set-cookie'])).toContain('Path=/api/auth');
  });

  it('revokes the chain of the presented token', async () => {
    const session = await signIn();
    const rotated = cookieValue((await refresh(session.refresh)).headers['set-cookie'])!;
    expect((await logout(rotated)).statusCode).toBe(204);
    expect((await refresh(rotated)).statusCode).toBe(401);
    const rows = await t.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(session.refresh)));
    expect(rows[0]?.revokedAt).toBeInstanceOf(Date);
  });

  it('answers 204 for a token it does not know', async () => {
    expect((await logout('whatever')).statusCode).toBe(204);
  });
});

describe('a sign-in checked before its sessions were ended', () => {
  it('starts no session: the password or status it checked may no longer hold', async () => {
    const user = await createTestUser(t.db, { email: 'stale-check@example.org', password: 'right-password' });
    const sessions = createSessionService(t.app.contexts.accounts, t.app.tokens);
    const [checked] = await t.db.select().from(users).where(eq(users.id, user.id));
    // What a new password does meanwhile, on a later millisecond than any session so far.
    await t.db
      .update(users)
      .set({ sessionsValidAfter: new Date(Date.now() + 1000) })
      .where(eq(users.id, user.id));
    expect(await sessions.start(checked!)).toBeNull();
    const [now] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await sessions.start(now!)).not.toBeNull();
  });
});
