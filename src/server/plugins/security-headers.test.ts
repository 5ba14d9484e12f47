import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.ts';

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
