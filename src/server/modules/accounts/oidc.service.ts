import type { TAccountsStore, TLinkedAccountsStore } from './accounts-store.ts';
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

  const displayName = (name: string) => DISPLAY_NAMES[name] ?? name.charAt(0).toUpperCase() + name.slice(1);

  return {
    get: (name: string) => byName.get(name),

    /** The provider's name as people know it (Google, Mock). */
    displayName,

    list(): TOidcProvider[] {
      const redirect = encodeURIComponent(`${publicUrl}/redirect`);
      return providers.map((provider) => ({
        name: provider.name,
        displayName: displayName(provider.name),
        authorizePath: `/oauth2/authorize/${provider.name}?redirect_uri=${redirect}`,
      }));
    },

    /** Where the provider sends the browser back to; fixed, registered with the provider. */
    callbackUrl: (name: string) => `${publicUrl}/oauth2/callback/${name}`,

    configuration,
  };
}

/** What the provider said about the person: its own id for them (`sub`) and the address it reported. */
export type TProviderIdentity = { provider: string; subject: string; email: string | null };

/**
 * The end of an external sign-in: the identity signs in only the account it was linked to (by its
 * subject), which gets a one-time code bound to the browser that started (`browser`, hashed), valid
 * for `ttlMs`; audit-logged, as who controls the account may have changed hands. Never by the address
 * alone: a stranger's provider account can carry a member's verified address. A member whose verified
 * address came with an unlinked identity is told to link it (audit-logged); anyone else gets why not.
 */
export async function issueSignInCode(
  store: TLinkedAccountsStore,
  claims: { identity: TProviderIdentity; verified: boolean; browser: string; ttlMs: number },
): Promise<{ code: string } | { refused: 'notMember' | 'notApproved' | 'notLinked' }> {
  const { db, repos } = store;
  const { identity } = claims;
  const linked = await repos.linkedSignIns.findByIdentity(identity);
  if (!linked) {
    const member = identity.email && claims.verified ? await repos.users.findByEmail(identity.email) : undefined;
    if (member?.status === 'pending') return { refused: 'notApproved' };
    if (!member || member.status !== 'approved') return { refused: 'notMember' };
    await repos.audit.record({
      actorId: null,
      action: 'account.oidc_sign_in.refused',
      target: member.givenId,
      details: { provider: identity.provider, reason: 'not_linked' },
    });
    return { refused: 'notLinked' };
  }
  const user = await repos.users.findById(linked.userId);
  if (user?.status === 'pending') return { refused: 'notApproved' };
  if (!user || user.status !== 'approved') return { refused: 'notMember' };
  return db.transaction(async (tx) => {
    const code = await repos.accountTokens.issue(
      { userId: user.id, kind: 'sign_in_code', ttlMs: claims.ttlMs, payload: claims.browser },
      tx,
    );
    const details = { provider: identity.provider };
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
