import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { contentSecurityPolicy, securityHeaderSets, securityHeadersPlugin } from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  it('upgrades insecure requests in production only', () => {
    expect(contentSecurityPolicy(true)).toHaveProperty('upgradeInsecureRequests', []);
    expect(contentSecurityPolicy(false)).not.toHaveProperty('upgradeInsecureRequests');
  });

  it('allows no inline script and no framing', () => {
    const policy = contentSecurityPolicy(true);
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy.frameAncestors).toEqual(["'none'"]);
    expect(policy.objectSrc).toEqual(["'none'"]);
  });
});

describe('securityHeaderSets', () => {
  it('gives a page every header, and an API answer those that protect data', async () => {
    const { page, api } = await securityHeaderSets(true);
    expect(Object.keys(page)).toEqual(
      expect.arrayContaining(['cross-origin-opener-policy', 'x-frame-options', 'origin-agent-cluster']),
    );
    expect(Object.keys(api).sort()).toEqual([
      'content-security-policy',
      'cross-origin-resource-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
    ]);
    for (const name of Object.keys(api).filter((header) => header !== 'content-security-policy')) {
      expect(api[name], name).toBe(page[name]);
    }
  });

  it("keeps the page policy's script, plugin, base, form and framing rules in the API's", async () => {
    for (const production of [true, false]) {
      const { page, api } = await securityHeaderSets(production);
      const pageRules = String(page['content-security-policy']).split(';');
      const apiRules = String(api['content-security-policy']).split(';');
      expect(apiRules).toEqual(
        pageRules.filter((rule) =>
          /^(?:default-src|script-src|object-src|base-uri|form-action|frame-ancestors|upgrade-insecure-requests)\b/.test(
            rule,
          ),
        ),
      );
      expect(apiRules.includes('upgrade-insecure-requests')).toBe(production);
      expect(api['strict-transport-security'] !== undefined).toBe(production);
    }
  });
});

describe('securityHeadersPlugin', () => {
  it('sends the API set under /api/ and the page set elsewhere', async () => {
    const app = Fastify({ logger: false });
    await app.register(securityHeadersPlugin, { production: true });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/events', async () => 'page');
    const sets = await securityHeaderSets(true);
    try {
      const api = await app.inject({ method: 'GET', url: '/api/thing' });
      const page = await app.inject({ method: 'GET', url: '/events' });
      expect(api.headers).toMatchObject(sets.api);
      expect(api.headers['x-frame-options']).toBeUndefined();
      expect(page.headers).toMatchObject(sets.page);
    } finally {
      await app.close();
    }
  });
});
