import { expect } from 'vitest';
import type { TTestApp } from './build-test-app.ts';
import { MOCK_OIDC_EMAIL_COOKIE, MOCK_OIDC_SUB_COOKIE, MOCK_OIDC_VERIFIED_COOKIE } from './mock-oidc-provider.ts';

/** Who the mock provider says the person is: address, whether verified, its own id (`sub`). */
export type TMockIdentity = { email?: string; verified?: boolean; sub?: string };

export function cookieFrom(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  for (const header of all) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(header);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * External sign-ins and links against a test app whose provider is the mock (mockOidcSiteEnv), as
 * a browser makes them: our authorize, the provider, our callback; the link's start and press.
 */
export function oidcRoundTrips(t: () => TTestApp, publicUrl: string, password: string) {
  const returnPage = `${publicUrl}/redirect`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const authorize = (redirectUri: string, name = 'mock') =>
    t().app.inject({
      method: 'GET',
      url: `/oauth2/authorize/${name}?redirect_uri=${encodeURIComponent(redirectUri)}`,
    });

  async function signInAtProvider(
    identity: TMockIdentity,
    options: { dropFlowCookie?: boolean; authorizePath?: string } = {},
  ) {
    const start = options.authorizePath
      ? await t().app.inject({ method: 'GET', url: options.authorizePath })
      : await authorize(returnPage);
    expect(start.statusCode).toBe(302);
    const flow = cookieFrom(start.headers['set-cookie'], 'oidc_flow');
    const state = cookieFrom(start.headers['set-cookie'], 'oidc_state')!;
    const cookies = [
      identity.email ? `${MOCK_OIDC_EMAIL_COOKIE}=${encodeURIComponent(identity.email)}` : '',
      identity.verified === false ? `${MOCK_OIDC_VERIFIED_COOKIE}=false` : '',
      identity.sub ? `${MOCK_OIDC_SUB_COOKIE}=${encodeURIComponent(identity.sub)}` : '',
    ].filter(Boolean);
    const atProvider = await fetch(String(start.headers.location), {
      redirect: 'manual',
      headers: { cookie: cookies.join('; ') },
    });
    const back = new URL(atProvider.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/oauth2/callback/mock`);
    const response = await t().app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: options.dropFlowCookie || !flow ? {} : { oidc_flow: flow },
    });
    return Object.assign(response, { state });
  }

  /** Start on My page, then the provider: the /linksignin code the return carries. */
  async function linkCodeAtProvider(token: string, identity: TMockIdentity): Promise<string> {
    const start = await t().app.inject({
      method: 'POST',
      url: '/api/member/sign-in-links/start',
      headers: bearer(token),
      payload: { provider: 'mock' },
    });
    expect(start.statusCode).toBe(200);
    const back = await signInAtProvider(identity, { authorizePath: start.json().authorizePath });
    const location = new URL(String(back.headers.location), publicUrl);
    expect(location.pathname).toBe('/linksignin');
    return location.searchParams.get('code')!;
  }

  const confirmLink = (token: string, code: string, typed = password) =>
    t().app.inject({
      method: 'POST',
      url: '/api/member/sign-in-links/confirm',
      headers: bearer(token),
      payload: { code, password: typed },
    });

  /** A whole link as the member makes it: start, provider, /linksignin's press with the password. */
  async function linkAtProvider(token: string, identity: TMockIdentity, typed = password) {
    return confirmLink(token, await linkCodeAtProvider(token, identity), typed);
  }

  /** What /redirect does with the code: POST it with the browser's state cookie. */
  const exchange = (code: unknown, state?: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/auth/oidc/exchange',
      payload: { code },
      cookies: state === undefined ? {} : { oidc_state: state },
    });

  function redirectQuery(location: unknown): URLSearchParams {
    const url = new URL(String(location), publicUrl);
    expect(url.pathname).toBe('/redirect');
    return url.searchParams;
  }

  return {
    returnPage,
    bearer,
    authorize,
    signInAtProvider,
    linkCodeAtProvider,
    confirmLink,
    linkAtProvider,
    exchange,
    redirectQuery,
  };
}
