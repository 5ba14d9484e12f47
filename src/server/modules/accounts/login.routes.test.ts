import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { fastestTimesInTurn } from '../../testing/fastest-times.ts';
import { LOGIN_LIMITS } from './sign-in-throttle.ts';

let t: TTestApp;
let memberId: number;
beforeAll(async () => {
  // Every test here comes from one address: lift the per-address limits (rate-limit.test.ts covers them).
  t = await buildTestApp({ env: { RATE_LIMIT_IP_FACTOR: '1000' } });
  memberId = (await createTestUser(t.db, { email: 'Anna@Example.org', password: 'right-password' })).id;
  await createTestUser(t.db, { email: 'nopassword@example.org' });
  await createTestUser(t.db, { email: 'inactive@example.org', password: 'right-password', activatedAt: null });
  await createTestUser(t.db, { email: 'pending@example.org', password: 'right-password', status: 'pending' });
  await createTestUser(t.db, { email: 'rejected@example.org', password: 'right-password', status: 'rejected' });
  await createTestUser(t.db, { email: 'timing@example.org', password: 'right-password' });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const INVALID = { error: 'invalid_credentials', message: 'Email or password is wrong.' };

describe('POST /api/auth/login', () => {
  it('gives a 15-minute HS256 access token for the right password', async () => {
    const response = await login('anna@example.org', 'right-password');
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json();
    expect(decodeProtectedHeader(accessToken).alg).toBe('HS256');
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ sub: String(memberId), role: 'Member' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
  });

  it('sets the refresh token as an HttpOnly, Secure, SameSite=Strict cookie for the whole site (pages render with it)', async () => {
    const response = await login('anna@example.org', 'right-password');
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^refresh_token=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('Path=/;');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Strict');
    expect(header).toMatch(/Max-Age=\d+/);
    // Not in the body: scripts never see it.
    expect(Object.keys(response.json())).toEqual(['accessToken']);
  });

  it('ignores case and surrounding blanks in the e-mail address', async () => {
    const response = await login('  ANNA@example.ORG ', 'right-password');
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown address and an account without password identically', async () => {
    const answers = await Promise.all([
      login('anna@example.org', 'wrong-password'),
      login('nobody@example.org', 'right-password'),
      login('nopassword@example.org', 'right-password'),
      // Not activated, pending or rejected: still nothing is said before the password is proven.
      login('inactive@example.org', 'wrong-password'),
      login('pending@example.org', 'wrong-password'),
      login('rejected@example.org', 'wrong-password'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe(JSON.stringify(INVALID));
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('says why only after the password is proven: not activated, not approved, rejected', async () => {
    const inactive = await login('inactive@example.org', 'right-password');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({
      error: 'not_verified',
      message:
        'Please verify your email address by clicking the verification link sent to your email inactive@example.org.',
    });
    const pending = await login('pending@example.org', 'right-password');
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({
      error: 'not_approved',
      message: 'Your registration request with email pending@example.org not yet approved.',
    });
    const rejected = await login('rejected@example.org', 'right-password');
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json()).toEqual({
      error: 'not_found',
      message: 'User details are not found for this email address rejected@example.org.',
    });
    for (const answer of [inactive, pending, rejected]) expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    // Fastest of a few tries, taken in turn, so a busy machine does not decide the outcome; no more
    // tries than the account's free failures, or the last would be an (instant) request to wait.
    const [known = 0, unknown = 0] = await fastestTimesInTurn(LOGIN_LIMITS.accountFreeFailures, [
      () => login('timing@example.org', 'wrong-password'),
      () => login('nobody-timing@example.org', 'wrong-password'),
    ]);
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it('refuses malformed input with a validation answer, not a server error', async () => {
    const nul = await login('a\u0000b@example.org', 'x');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toHaveProperty('email');
    const empty = await login('anna@example.org', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('password');
    const types = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ['anna@example.org'], password: 12345678 },
    });
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json().fields).sort()).toEqual(['email', 'password']);
  });
});

describe('GET /api/auth/providers', () => {
  it('is an empty list when no provider is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
