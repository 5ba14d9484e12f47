import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_ERRORS } from '../../src/server/modules/accounts/oidc.routes.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../src/server/testing/build-test-app.ts';
import {
  MOCK_OIDC_EMAIL_COOKIE,
  mockOidcSiteEnv,
  startMockOidcProvider,
} from '../../src/server/testing/mock-oidc-provider.ts';

/**
 * OWASP ASVS 5.0 chapter V10, OAuth and OIDC, as the site's client: the return of an external
 * sign-in carries no token, and what it carries counts only in the browser that started it.
 */
const PUBLIC_URL = 'https://tamil.example.se';
let provider: OAuth2Server;
let t: TTestApp;
beforeAll(async () => {
  provider = await startMockOidcProvider();
  t = await buildTestApp({ env: mockOidcSiteEnv(provider, PUBLIC_URL) });
  await createTestUser(t.db, { email: 'v10.member@example.org' });
  await createTestUser(t.db, { email: 'v10.pending@example.org', status: 'pending' });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

function setCookie(headers: Record<string, unknown>, name: string): string | undefined {
  for (const header of [headers['set-cookie'] ?? []].flat()) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(String(header));
    if (match) return match[1];
  }
  return undefined;
}

/** One browser's whole round trip: our authorize, the provider, our callback. */
async function browserSignsIn(email?: string) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/oauth2/authorize/mock?redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/redirect`)}`,
  });
  const flow = setCookie(start.headers, 'oidc_flow')!;
  const state = setCookie(start.headers, 'oidc_state')!;
  const atProvider = await fetch(String(start.headers.location), {
    redirect: 'manual',
    headers: email ? { cookie: `${MOCK_OIDC_EMAIL_COOKIE}=${encodeURIComponent(email)}` } : {},
  });
  const back = new URL(atProvider.headers.get('location')!);
  const callback = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    cookies: { oidc_flow: flow },
  });
  const returned = new URL(String(callback.headers.location), PUBLIC_URL);
  return { callback, returned, state };
}

const exchange = (code: string | null, state?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/exchange',
    payload: { code },
    cookies: state ? { oidc_state: state } : {},
  });

describe('V10.1.1 no token travels in the return address', () => {
  it('the return to /redirect carries a one-time code only, and no session is made before it is traded', async () => {
    const { callback, returned } = await browserSignsIn('v10.member@example.org');
    expect(returned.pathname).toBe('/redirect');
    expect([...returned.searchParams.keys()]).toEqual(['code']);
    expect(returned.searchParams.get('code')).not.toMatch(/^eyJ/);
    expect(setCookie(callback.headers, 'refresh_token')).toBeUndefined();
  });
});

describe('V10.1.2 what the provider returns counts only in the browser that started the sign-in', () => {
  it('a link with someone else’s code signs nobody in (sign-in CSRF); the starting browser, once', async () => {
    const attacker = await browserSignsIn('v10.member@example.org');
    const victim = await browserSignsIn('v10.member@example.org');
    const attackersCode = attacker.returned.searchParams.get('code');
    for (const state of [victim.state, undefined]) {
      const refused = await exchange(attackersCode, state);
      expect(refused.statusCode).toBe(400);
      expect(setCookie(refused.headers, 'refresh_token')).toBeUndefined();
    }
    const own = await exchange(victim.returned.searchParams.get('code'), victim.state);
    expect(own.statusCode).toBe(200);
    expect(setCookie(own.headers, 'refresh_token')).toBeTruthy();
    expect((await exchange(victim.returned.searchParams.get('code'), victim.state)).statusCode).toBe(400);
  });

  it('every error of the return is one of the texts /redirect knows', async () => {
    const known = Object.values(OIDC_ERRORS) as string[];
    for (const email of ['v10.stranger@example.org', 'v10.pending@example.org', undefined]) {
      const { returned } = await browserSignsIn(email);
      expect(known).toContain(returned.searchParams.get('error'));
      expect(returned.searchParams.get('code')).toBeNull();
    }
  });
});
