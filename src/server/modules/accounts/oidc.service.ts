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
