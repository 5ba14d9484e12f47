import { expect } from '@playwright/test';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle, menuEntry } from './helpers/page.ts';
import { seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';
import { openAdminTab } from './helpers/admin-sections.ts';

const lng = 'en';
const PAGE_VIEW_PATH = '/api/analytics/page-view';

/** Every request the page makes to /api/analytics, from now on. */
function watchAnalytics(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/analytics')) seen.push(request);
  });
  return seen;
}

/** A full page load of `/`, then two client-side navigations through the menu: three pages. */
async function visitThreePages(page: Page) {
  await page.goto('/');
  await expectPageTitle(page, lng, 'home');
  await menuEntry(page, lng, 'board').first().click();
  await expectPageTitle(page, lng, 'board');
  await menuEntry(page, lng, 'contact').first().click();
  await expectPageTitle(page, lng, 'contact');
  await waitForPageSettled(page);
}

async function visitsThisWeek(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/admin/analytics/visits?weeks=1', {
    headers: { authorization: `Bearer ${await adminAccessToken()}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { weeks: { visits: number }[] };
  return body.weeks.at(-1)?.visits ?? 0;
}

/** The number the Visits tab shows for this week. */
async function shownThisWeek(page: Page): Promise<number> {
  const [before, after] = t(lng, 'admin:visits.thisWeek').split('{{number}}') as [string, string];
  const text = await page.getByText(before, { exact: false }).first().textContent();
  const digits = text?.slice(before.length, text.length - after.length).replace(/\D/g, '');
  return Number(digits);
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, lng);
});

test('[PUBLIC][COOKIES] with no cookie choice, three pages send nothing to /api/analytics', async ({ page }) => {
  const seen = watchAnalytics(page);
  await visitThreePages(page);
  await expect(page.getByRole('region', { name: t(lng, 'common:cookies.title'), exact: true })).toBeVisible();
  expect(seen.map((request) => request.url())).toEqual([]);
});

test('[PUBLIC][COOKIES] with Analytical off, three pages send nothing to /api/analytics', async ({ page }) => {
  await seedLocalStorage(page, {
    [STORAGE_KEYS.cookieConsent]: 'Custom',
    [`${STORAGE_KEYS.cookieConsent}Analytical`]: 'false',
  });
  const seen = watchAnalytics(page);
  await visitThreePages(page);
  expect(seen.map((request) => request.url())).toEqual([]);
});

test('[PUBLIC][COOKIES] Analytical chosen in the notice counts each later page; the Visits tab shows them', async ({
  page,
  request,
}) => {
  const before = await visitsThisWeek(request);
  const seen = watchAnalytics(page);
  await page.goto('/events');
  await expectPageTitle(page, lng, 'events');
  const notice = page.getByRole('region', { name: t(lng, 'common:cookies.title'), exact: true });
  await notice.getByRole('button', { name: t(lng, 'common:cookies.preferences'), exact: true }).click();
  await notice.getByRole('checkbox', { name: t(lng, 'common:cookies.analytical'), exact: true }).check();
  await notice.getByRole('button', { name: t(lng, 'common:cookies.save'), exact: true }).click();
  await expect(notice).toBeHidden();
  // The choice takes effect from the next page on: this one is not counted.
  expect(seen).toHaveLength(0);

  await visitThreePages(page);
  await expect.poll(() => seen.length).toBe(3);
  const sent = seen.map((one) => ({
    url: new URL(one.url()).pathname,
    method: one.method(),
    body: one.postDataJSON() as unknown,
  }));
  expect(sent).toEqual(
    ['/', '/boardmembers', '/contactus'].map((path) => ({ url: PAGE_VIEW_PATH, method: 'POST', body: { path } })),
  );
  // Page views go out with keepalive, which the browser may finish outside the page: DevTools then
  // reports no response for them. That they arrived is proven by the count below.
  // No cookie goes with a page view.
  for (const one of seen) expect(await one.headerValue('cookie')).toBeNull();

  // Other workers count pages at the same time: at least ours were added.
  expect(await visitsThisWeek(request)).toBeGreaterThanOrEqual(before + 3);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  await expectPageTitle(page, lng, 'adminDashboard');
  const panel = await openAdminTab(page, lng, 'content', t(lng, 'admin:visits.tab'));
  await expect(panel.getByRole('img', { name: /./ })).toBeVisible();
  expect(await shownThisWeek(page)).toBeGreaterThanOrEqual(before + 3);
  const topPages = panel.getByRole('table', { name: t(lng, 'admin:visits.topPages'), exact: true });
  await expect(topPages.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolationsOnceSettled(page);
});
