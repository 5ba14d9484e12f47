import { expect } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { ERROR_ROUTE, PROTECTED_ROUTES, PUBLIC_ROUTES } from './helpers/routes.ts';

// That the pages run under this policy without a violation is checked by every browser test: the
// console fixture fails a test on any CSP violation. Here: that the policy is there and strict.

const PAGE_PATHS = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES].map((route) => route.path).concat(ERROR_ROUTE, '/logout');

function directive(policy: string, name: string): string[] | undefined {
  for (const part of policy.split(';')) {
    const [directiveName, ...sources] = part.trim().split(/\s+/);
    if (directiveName?.toLowerCase() === name) return sources;
  }
  return undefined;
}

test('[SECURITY] every page is sent with a CSP whose script-src is self and has no unsafe-inline', async ({
  request,
}) => {
  for (const path of PAGE_PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    const policy = response.headers()['content-security-policy'];
    expect(policy, `${path}: content-security-policy header`).toBeTruthy();
    const scriptSrc = directive(policy ?? '', 'script-src');
    expect(scriptSrc, `${path}: script-src directive in "${policy}"`).toBeDefined();
    expect(scriptSrc, `${path}: script-src`).toContain("'self'");
    expect(scriptSrc, `${path}: script-src`).not.toContain("'unsafe-inline'");
  }
});
