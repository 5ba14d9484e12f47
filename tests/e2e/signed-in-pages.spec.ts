import { expect } from '@playwright/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { MEMBER_PASSWORD, signedInMember } from './helpers/members.ts';
import { E2E_BASE_URL, LANGUAGE_COOKIE } from './helpers/test-env.ts';

/** A member's refresh cookie (what the browser keeps after signing in) and their family's first names. */
async function memberSession(request: APIRequestContext) {
  const { email, accessToken } = await signedInMember(request, 'en');
  const family = await request.get('/api/member/family', { headers: { authorization: `Bearer ${accessToken}` } });
  const { members } = (await family.json()) as { members: { firstName: string; lastName: string }[] };
  const login = await request.post('/api/auth/login', { data: { email, password: MEMBER_PASSWORD } });
  const cookie = /refresh_token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1];
  if (!cookie) throw new Error('the sign-in set no refresh cookie');
  return { cookie, names: members.map((member) => `${member.firstName} ${member.lastName}`) };
}

/** A browser that never runs the site's scripts, carrying a session's cookie as a signed-in browser does. */
async function browserWithoutScripts(browser: Browser, refreshToken: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
  await context.addCookies([
    { name: LANGUAGE_COOKIE, value: 'en', url: E2E_BASE_URL },
    { name: 'refresh_token', value: refreshToken, url: E2E_BASE_URL, httpOnly: true, secure: true, sameSite: 'Strict' },
  ]);
  return context;
}

test('[MYPAGE] the member’s own page shows the family with scripts blocked, and another member’s browser does not', async ({
  browser,
  request,
}) => {
  const owner = await memberSession(request);
  const other = await memberSession(request);
  const context = await browserWithoutScripts(browser, owner.cookie);
  const page = await context.newPage();
  await page.goto('/mypage');
  for (const name of owner.names) await expect(page.locator('.mypage-about').getByText(name).first()).toBeVisible();

  const otherContext = await browserWithoutScripts(browser, other.cookie);
  const otherPage = await otherContext.newPage();
  await otherPage.goto('/mypage');
  await expect(otherPage.locator('.mypage-about')).toBeVisible();
  for (const name of owner.names) await expect(otherPage.getByText(name)).toHaveCount(0);
  await Promise.all([context.close(), otherContext.close()]);
});
