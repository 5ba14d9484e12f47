import { expect } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectFrame, expectPageTitle, expectPath } from './helpers/page.ts';
import { ERROR_ROUTE, PROTECTED_ROUTES, PUBLIC_ROUTES, UNKNOWN_PATHS } from './helpers/routes.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import {
  acceptCookies,
  enableDeveloperMode,
  readLocalStorage,
  useLanguage as chooseLanguage,
} from './helpers/storage.ts';
import { E2E_LANGUAGES, STORAGE_KEYS } from './helpers/test-env.ts';

// One visit per page and language checks its h1, its frame and its accessibility: a separate visit
// for the axe scan would double the suite's time for nothing. The three languages share one tab, so
// the second and third visits reuse the scripts the browser has already fetched and compiled. Another
// path of a route shows the very page its first path shows, whose scan covers it: its visit checks the
// h1 and the frame, and that the page hydrates there without an error.
for (const route of PUBLIC_ROUTES) {
  const scanned = route.aliasOf ? `the page of ${route.aliasOf}` : 'no axe violations';
  test(`[ROUTES]${route.aliasOf ? '' : ' [A11Y]'} ${route.path} shows ${route.pageKey} in its frame in ta, en and sv, ${scanned}`, async ({
    page,
  }) => {
    await acceptCookies(page);
    for (const lng of E2E_LANGUAGES) {
      await chooseLanguage(page, lng);
      await page.goto(route.path);
      await expectPageTitle(page, lng, route.pageKey);
      await expectFrame(page, lng);
      if (route.aliasOf) await waitForPageSettled(page);
      else await expectNoAxeViolationsOnceSettled(page);
    }
  });
}

for (const lng of E2E_LANGUAGES) {
  test(`[ROUTES] ${ERROR_ROUTE} keeps the frame (${lng})`, async ({ page }) => {
    await chooseLanguage(page, lng);
    await acceptCookies(page);
    await page.goto(ERROR_ROUTE);
    await expectFrame(page, lng);
  });
}

for (const route of PROTECTED_ROUTES) {
  test(`[ROUTES] [A11Y] ${route.path} shows ${route.pageKey} to a signed-in admin in ta, en and sv, no axe violations`, async ({
    page,
  }) => {
    await acceptCookies(page);
    await signInAsAdmin(page);
    if (route.needsDeveloperMode) await enableDeveloperMode(page);
    for (const lng of E2E_LANGUAGES) {
      await chooseLanguage(page, lng);
      await page.goto(route.path);
      await expectPath(page, route.path);
      await expectPageTitle(page, lng, route.pageKey);
      await expectFrame(page, lng);
      await expectNoAxeViolationsOnceSettled(page);
    }
  });
}

test.describe('without a language chosen', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  for (const path of UNKNOWN_PATHS) {
    test(`[ROUTES] unknown path ${path} ends at /`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, '/');
      await expectPageTitle(page, 'ta', 'home');
    });
  }

  for (const route of PROTECTED_ROUTES) {
    test(`[ROUTES] ${route.path} without a user ends at /memberlogin`, async ({ page }) => {
      if (route.needsDeveloperMode) await enableDeveloperMode(page);
      await page.goto(route.path);
      await expectPath(page, '/memberlogin');
      await expectPageTitle(page, 'ta', 'login');
    });
  }

  test('[ROUTES] /logout shows that it logs out, then goes to /', async ({ page }) => {
    const inProgress = t('ta', 'common:logout.inProgress');
    // The text may show for one frame only; remember in session storage (it survives the move to /)
    // whether it was ever on screen.
    await page.addInitScript((text) => {
      const check = () => {
        if (document.body?.innerText.includes(text)) window.sessionStorage.setItem('e2e-saw-logout', '1');
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
      document.addEventListener('DOMContentLoaded', check);
    }, inProgress);
    await page.goto('/logout');
    await expectPath(page, '/');
    await expectPageTitle(page, 'ta', 'home');
    expect(await page.evaluate(() => window.sessionStorage.getItem('e2e-saw-logout'))).toBe('1');
  });

  test('[ROUTES] /logout signs a signed-in admin out', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/logout');
    await expectPath(page, '/');
    await expect.poll(() => readLocalStorage(page, STORAGE_KEYS.accessToken)).toBeNull();
    await page.goto('/mypage');
    await expectPath(page, '/memberlogin');
  });
});
