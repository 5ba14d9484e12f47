import type { IncomingMessage } from 'node:http';
import { OAuth2Server, type MutableRedirectUri, type MutableToken } from 'oauth2-mock-server';

/**
 * The identity the next sign-in at the mock provider gets comes from cookies on the provider's
 * origin, set by the test (a browser context's own cookies, so parallel tests do not mix):
 * mock_oidc_email=<address> and, to test an unverified address, mock_oidc_email_verified=false.
 * Without the email cookie the ID token carries no e-mail at all. The provider's own id of the
 * person (`sub`) is `mock|<address>` unless mock_oidc_sub names another: a second provider account
 * that reports the same address (a stranger's, say).
 */
export const MOCK_OIDC_EMAIL_COOKIE = 'mock_oidc_email';
export const MOCK_OIDC_VERIFIED_COOKIE = 'mock_oidc_email_verified';
export const MOCK_OIDC_SUB_COOKIE = 'mock_oidc_sub';

type TIdentity = { email: string | undefined; verified: boolean; sub: string | undefined };

function readCookies(request: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) cookies.set(name, decodeURIComponent(value.join('=')));
  }
  return cookies;
}

/** oauth2-mock-server on loopback, issuing `email` and `email_verified` for the identity the test chose. */
export async function startMockOidcProvider(port = 0, host = '127.0.0.1'): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const identities = new Map<string, TIdentity>();

  server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, request: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code');
    if (!code) return;
    const cookies = readCookies(request);
    identities.set(code, {
      email: cookies.get(MOCK_OIDC_EMAIL_COOKIE),
      verified: cookies.get(MOCK_OIDC_VERIFIED_COOKIE) !== 'false',
      sub: cookies.get(MOCK_OIDC_SUB_COOKIE),
    });
  });

  server.service.on('beforeTokenSigning', (token: MutableToken, request: IncomingMessage & { body?: unknown }) => {
    const code = (request.body as { code?: unknown } | undefined)?.code;
    const identity = typeof code === 'string' ? identities.get(code) : undefined;
    if (!identity?.email) return;
    token.payload.sub = identity.sub ?? `mock|${identity.email}`;
    token.payload.email = identity.email;
    token.payload.email_verified = identity.verified;
  });

  await server.start(port, host);
  // The mock names itself "localhost" for a loopback address; the issuer must be the URL clients use.
  server.issuer.url = `http://${host}:${server.address().port}`;
  return server;
}

/** The settings of a site whose one sign-in provider is this mock, named "mock" (buildTestApp's env). */
export function mockOidcSiteEnv(provider: OAuth2Server, publicUrl: string): Record<string, string> {
  return {
    PUBLIC_URL: publicUrl,
    RATE_LIMIT_IP_FACTOR: '1000',
    OIDC_PROVIDERS: 'mock',
    OIDC_MOCK_ISSUER: provider.issuer.url!,
    OIDC_MOCK_CLIENT_ID: 'site',
    OIDC_MOCK_CLIENT_SECRET: 'secret',
  };
}
