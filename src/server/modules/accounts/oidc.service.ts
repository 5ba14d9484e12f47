import type { TAccountsStore } from './accounts-store.ts';
import type { TUser } from '../../db/schema.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import * as client from 'openid-client';
import type { TOidcProviderConfig } from '../../config.ts';

const DISPLAY_NAMES: Record<string, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  facebook: 'Facebook',
  github: 'GitHub',
};

const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export type TOidcProvider = { name: string; displayName: string; authorizePath: string };
export type TOidcClients = ReturnType<typeof createOidcClients>;

/**
 * One OpenID Connect client per configured provider, discovered from its issuer on first use (a
 * provider that is down at start-up does not stop the site). Plain http is allowed for loopback
 * issuers only: the test provider.
 */
export function createOidcClients(providers: TOidcProviderConfig[], publicUrl: string) {
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  const discovered = new Map<string, Promise<client.Configuration>>();

  function configuration(provider: TOidcProviderConfig): Promise<client.Configuration> {
    let entry = discovered.get(provider.name);
    if (!entry) {
      const issuer = new URL(provider.issuer);
      const insecureLoopback = issuer.protocol === 'http:' && LOOPBACK_HOSTS.test(issuer.host.replace(/:\d+$/, ''));
      entry = client.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        insecureLoopback ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
      discovered.set(provider.name, entry);
      // A failed discovery is tried again on the next sign-in.
      entry.catch(() => discovered.delete(provider.name));
    }
    return entry;
  }

  return {
    get: (name: string) => byName.get(name),

    list(): TOidcProvider[] {
      const redirect = encodeURIComponent(`${publicUrl}/redirect`);
      return providers.map((provider) => ({
        name: provider.name,
        displayName: DISPLAY_NAMES[provider.name] ?? provider.name.charAt(0).toUpperCase() + provider.name.slice(1),
        authorizePath: `/oauth2/authorize/${provider.name}?redirect_uri=${redirect}`,
      }));
    },

    /** Where the provider sends the browser back to; fixed, registered with the provider. */
    callbackUrl: (name: string) => `${publicUrl}/oauth2/callback/${name}`,

    configuration,
  };
}

/**
 * The end of an external sign-in: a member whose address the provider verified gets a one-time
 * code bound to the browser that started (`browser`, hashed), valid for `ttlMs`; the sign-in is
 * audit-logged, as who controls the account may have changed hands. Anyone else gets why not.
 */
export async function issueSignInCode(
  store: TAccountsStore,
  claims: { email: string; verified: boolean; provider: string; browser: string; ttlMs: number },
): Promise<{ code: string } | { refused: 'notMember' | 'notApproved' }> {
  const { db, repos } = store;
  const user = claims.email && claims.verified ? await repos.users.findByEmail(claims.email) : undefined;
  if (user?.status === 'pending') return { refused: 'notApproved' };
  if (!user || user.status !== 'approved') return { refused: 'notMember' };
  return db.transaction(async (tx) => {
    const code = await repos.accountTokens.issue(
      { userId: user.id, kind: 'sign_in_code', ttlMs: claims.ttlMs, payload: claims.browser },
      tx,
    );
    const details = { provider: claims.provider };
    await repos.audit.record({ actorId: user.id, action: 'account.oidc_sign_in', target: user.givenId, details }, tx);
    return { code };
  });
}

/** The member a one-time sign-in code stands for, once, with the state cookie of the browser that started. */
export async function redeemSignInCode(
  store: TAccountsStore,
  code: string,
  browser: string,
): Promise<TUser | undefined> {
  const { repos } = store;
  const token = await repos.accountTokens.consume({
    code,
    kind: 'sign_in_code',
    payload: hashOpaqueToken(browser.slice(0, 200)),
  });
  const user = token && (await repos.users.findById(token.userId));
  return user && user.status === 'approved' ? user : undefined;
}
