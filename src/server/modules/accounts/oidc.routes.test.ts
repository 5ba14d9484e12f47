import { and, desc, eq, gt } from 'drizzle-orm';
import type { OAuth2Server } from 'oauth2-mock-server';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { accountTokens, auditLog } from '../../db/schema.ts';
import { MOCK_OIDC_EMAIL_COOKIE, mockOidcSiteEnv, startMockOidcProvider } from '../../testing/mock-oidc-provider.ts';
import { cookieFrom, oidcRoundTrips } from '../../testing/oidc-round-trips.ts';

const PUBLIC_URL = 'http://site.test';
const RETURN_PAGE = `${PUBLIC_URL}/redirect`;

const PASSWORD = 'Kolam-Thiruvizha-2026';

let provider: OAuth2Server;
let t: TTestApp;
let memberId: number;
let memberToken: string;
beforeAll(async () => {
  provider = await startMockOidcProvider();
  t = await buildTestApp({ env: mockOidcSiteEnv(provider, PUBLIC_URL) });
  const member = await createTestUser(t.db, { email: 'selvi@example.org', password: PASSWORD });
  memberId = member.id;
  memberToken = await tokenFor(member);
  await createTestUser(t.db, { email: 'pending@example.org', status: 'pending' });
  // The member links their provider account first, signed in and with their password.
  const linked = await linkAtProvider(memberToken, { email: 'selvi@example.org' });
  expect(linked.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const { authorize, signInAtProvider, linkAtProvider, exchange, redirectQuery } = oidcRoundTrips(
  () => t,
  PUBLIC_URL,
  PASSWORD,
);

describe('GET /oauth2/authorize/:provider', () => {
  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const response = await authorize(RETURN_PAGE);
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    expect(target.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth2/callback/mock`);
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('scope')).toBe('openid email');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(target.searchParams.get(name)).toBeTruthy();
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    const cookie = cookies.find((value) => value.startsWith('oidc_flow=')) ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/oauth2/callback/');
    // The code verifier never leaves the server in clear next to its challenge.
    expect(cookie).not.toContain(target.searchParams.get('code_challenge')!);
    // The browser's own random value: only the exchange sees it, only from the site's own pages.
    const state = cookies.find((value) => value.startsWith('oidc_state=')) ?? '';
    expect(state).toMatch(/^oidc_state=[A-Za-z0-9_-]{43};/);
    for (const part of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api/auth/oidc']) expect(state).toContain(part);
  });

  it('refuses a redirect_uri that is not exactly the site’s /redirect (no open redirects)', async () => {
    for (const uri of [
      'https://evil.example/redirect',
      `${PUBLIC_URL}/redirect/../admindashboard`,
      `${PUBLIC_URL}/mypage`,
      `${PUBLIC_URL}/redirect?next=https://evil.example`,
      '//evil.example/redirect',
      '/redirect',
    ]) {
      const response = await authorize(uri);
      expect(response.statusCode, uri).toBe(400);
      expect(response.json().error, uri).toBe('invalid_redirect_uri');
      expect(response.headers.location, uri).toBeUndefined();
    }
    const missing = await t.app.inject({ method: 'GET', url: '/oauth2/authorize/mock' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await authorize(RETURN_PAGE, 'google');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});

describe('GET /oauth2/callback/:provider', () => {
  it('returns a member whose linked identity signs in to /redirect?code=, which their browser alone trades for a session', async () => {
    // Other tests of this file sign the same member in, in any order: only entries after this point count.
    const [latest] = await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    // The linked subject counts, whatever case the provider writes the address in today.
    const response = await signInAtProvider({ email: 'Selvi@Example.org', sub: 'mock|selvi@example.org' });
    expect(response.statusCode).toBe(302);
    const query = redirectQuery(response.headers.location);
    // No bearer token in the address, and no session before the page asks for it.
    expect(query.get('token')).toBeNull();
    expect(cookieFrom(response.headers['set-cookie'], 'refresh_token')).toBeUndefined();
    // The flow cookie is used up.
    expect(String(response.headers['set-cookie'])).toMatch(/oidc_flow=;/);
    const code = query.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const traded = await exchange(code, response.state);
    expect(traded.statusCode).toBe(200);
    const token = traded.json().accessToken as string;
    expect(decodeJwt(token)).toMatchObject({ sub: String(memberId), role: 'Member' });
    expect(cookieFrom(traded.headers['set-cookie'], 'refresh_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(traded.headers['set-cookie'])).toMatch(/oidc_state=;/);
    // Once only.
    expect((await exchange(code, response.state)).statusCode).toBe(400);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/member/login',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().email).toBe('selvi@example.org');
    // The provider's word for the member is in the audit log.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, memberId), gt(auditLog.id, latest?.id ?? 0)));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'account.oidc_sign_in', details: { provider: 'mock' } }),
    ]);
  });

  it('says "You are not a registered member." for an unlinked identity with an unknown or unverified address, or none', async () => {
    for (const identity of [
      { email: 'stranger@example.org' },
      { email: 'selvi@example.org', verified: false, sub: 'mock|unverified' },
      {},
    ]) {
      const response = await signInAtProvider(identity);
      expect(response.statusCode).toBe(302);
      expect(redirectQuery(response.headers.location).get('error')).toBe('You are not a registered member.');
      expect(cookieFrom(response.headers['set-cookie'], 'refresh_token')).toBeUndefined();
    }
    const location = String((await signInAtProvider({ email: 'stranger@example.org' })).headers.location);
    expect(location).toBe('/redirect?error=You+are+not+a+registered+member.');
  });

  it('tells a member whose registration is pending that it is not approved yet', async () => {
    const response = await signInAtProvider({ email: 'pending@example.org' });
    expect(redirectQuery(response.headers.location).get('error')).toBe(
      'Your registration request is not yet approved.',
    );
  });

  it('refuses a code without the state cookie of the browser that started, or after two minutes', async () => {
    const victim = await signInAtProvider({ email: 'selvi@example.org' });
    const attacker = await signInAtProvider({ email: 'selvi@example.org' });
    const attackerCode = redirectQuery(attacker.headers.location).get('code')!;
    // A link carrying the attacker's code, opened in the victim's browser (sign-in CSRF): refused.
    const foreign = await exchange(attackerCode, victim.state);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      error: 'invalid_code',
      message: 'The sign-in did not complete. Please try again.',
    });
    expect(cookieFrom(foreign.headers['set-cookie'], 'refresh_token')).toBeUndefined();
    expect((await exchange(redirectQuery(victim.headers.location).get('code')!)).statusCode).toBe(400);
    expect((await exchange('made-up', victim.state)).statusCode).toBe(400);

    const late = await signInAtProvider({ email: 'selvi@example.org' });
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.kind, 'sign_in_code'));
    expect((await exchange(redirectQuery(late.headers.location).get('code')!, late.state)).statusCode).toBe(400);
  });

  it('refuses a return without the flow cookie, or with another sign-in’s state', async () => {
    const noCookie = await signInAtProvider({ email: 'selvi@example.org' }, { dropFlowCookie: true });
    expect(redirectQuery(noCookie.headers.location).get('error')).toMatch(/did not complete/);

    const mine = await authorize(RETURN_PAGE);
    const otherFlow = cookieFrom((await authorize(RETURN_PAGE)).headers['set-cookie'], 'oidc_flow')!;
    const atProvider = await fetch(String(mine.headers.location), {
      redirect: 'manual',
      headers: { cookie: `${MOCK_OIDC_EMAIL_COOKIE}=selvi@example.org` },
    });
    const back = new URL(atProvider.headers.get('location')!);
    const swapped = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: { oidc_flow: otherFlow },
    });
    expect(redirectQuery(swapped.headers.location).get('error')).toMatch(/did not complete/);
    expect(redirectQuery(swapped.headers.location).get('token')).toBeNull();

    const forged = await t.app.inject({
      method: 'GET',
      url: '/oauth2/callback/mock?code=x&state=y',
      cookies: { oidc_flow: 'eyJhbGciOiJub25lIn0.eyJwcm92aWRlciI6Im1vY2sifQ.' },
    });
    expect(redirectQuery(forged.headers.location).get('error')).toMatch(/did not complete/);
  });

  it('lists the provider for the login page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual([
      {
        name: 'mock',
        displayName: 'Mock',
        authorizePath: `/oauth2/authorize/mock?redirect_uri=${encodeURIComponent(RETURN_PAGE)}`,
      },
    ]);
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the visitor to /redirect with an error, not a server error', async () => {
    const down = await buildTestApp({
      env: {
        PUBLIC_URL,
        OIDC_PROVIDERS: 'down',
        OIDC_DOWN_ISSUER: 'http://127.0.0.1:1',
        OIDC_DOWN_CLIENT_ID: 'x',
        OIDC_DOWN_CLIENT_SECRET: 'y',
      },
    });
    try {
      const response = await down.app.inject({
        method: 'GET',
        url: `/oauth2/authorize/down?redirect_uri=${encodeURIComponent(RETURN_PAGE)}`,
      });
      expect(response.statusCode).toBe(302);
      expect(redirectQuery(response.headers.location).get('error')).toMatch(/could not be reached/);
    } finally {
      await down.close();
    }
  });
});
