import { expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { signInAsAdmin } from './helpers/auth.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { showAPersonIsThere } from './helpers/settle.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';

const lng = 'en';
const PHONE = { width: 390, height: 844 };
const APP_SCRIPT = /\/assets\/(react|entry-hydrate)-[^/]+\.js$/;

/** Every script the page asks for from now on. */
function scriptsAskedFor(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

test('[HYDRATION] a visitor who only opens a public page runs the entry alone; the first pointer move brings the app', async ({
  page,
}) => {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  const scripts = scriptsAskedFor(page);
  await page.goto('/events');
  await expectPageTitle(page, lng, 'events');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => APP_SCRIPT.test(path))).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  await showAPersonIsThere(page);
  await hydrated(page);
  expect(scripts.filter((path) => APP_SCRIPT.test(path))).toHaveLength(2);
  // Links now navigate inside the app: the next page comes without a new document.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page
    .getByRole('link', { name: t(lng, 'common:menu.contact'), exact: true })
    .first()
    .click();
  await expectPageTitle(page, lng, 'contact');
  expect(documents).toEqual([]);
});

test('[HYDRATION][HOME] untouched, the home page loads the app in time for the slider to turn', async ({ page }) => {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await page.goto('/');
  const slider = page.getByRole('region', { name: t(lng, 'home:slider.label'), exact: true });
  const firstAlt = await slider.locator('[data-current="true"] img').getAttribute('alt');
  // No pointer, key or touch: the slider's first turn at 5 s is what brings the app.
  await hydrated(page);
  await expect(slider.locator('[data-current="true"] img')).not.toHaveAttribute('alt', firstAlt ?? '', {
    timeout: 10_000,
  });
});

/** Counts every layout shift of the page from its start, as the browser reports them. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.defineProperty(window, 'e2eLayoutShifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { e2eLayoutShifts: number[] }).e2eLayoutShifts);
    return shifts.reduce((sum, value) => sum + value, 0);
  };
}

test('[HYDRATION] nothing on the page moves when the app arrives, for a visitor and for a signed-in member', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await chooseLanguage(page, 'ta');
  await acceptCookies(page);
  const layoutShift = await recordLayoutShifts(page);
  for (const path of ['/events', '/boardmembers', '/memberlogin']) {
    await page.goto(path);
    await showAPersonIsThere(page);
    await hydrated(page);
    expect(await layoutShift(), path).toBeLessThan(0.01);
  }
  await signInAsAdmin(page);
  for (const path of ['/mypage', '/admindashboard']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await layoutShift(), path).toBeLessThan(0.01);
  }
});
