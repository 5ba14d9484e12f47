import { expect } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle, h1TextOfHtml, languagePicker } from './helpers/page.ts';
import { pageTitleKey } from './helpers/routes.ts';
import { acceptCookies, readLocalStorage, seedLocalStorage } from './helpers/storage.ts';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from './helpers/test-env.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('[I18N] a first visit is in Tamil', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expectPageTitle(page, 'ta', 'home');
});

test('[I18N] choosing English switches the page, and the server renders English after a reload', async ({ page }) => {
  await page.goto('/');
  await expectPageTitle(page, 'ta', 'home');
  const english = t('en', pageTitleKey('home'));

  await expect(languagePicker(page, 'ta')).toBeVisible();
  // The picker works once the page has hydrated, which the test cannot see; choose until it takes.
  // Going through ta each time makes a real change even when an early pick left the DOM at en.
  // Found by its options, not its label, because the label changes language with the page.
  const picker = page.locator('select:has(option[value="sv"]):visible').first();
  await expect(async () => {
    await picker.selectOption('ta', { timeout: 1_000 });
    await picker.selectOption('en', { timeout: 1_000 });
    await expect(page.locator('h1')).toHaveText(english, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => readLocalStorage(page, STORAGE_KEYS.language)).toBe('en');

  // The client mirrors the choice into the cookie the server renders by.
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value)
    .toBe('en');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectPageTitle(page, 'en', 'home');

  // page.request shares the browser's cookies, so this is the HTML the server sends the visitor.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<html[^>]*\slang="en"/);
  expect(h1TextOfHtml(html)).toBe(english);
});

test('[I18N] a stored language that is not ours ends up as Tamil', async ({ page }) => {
  await seedLocalStorage(page, { [STORAGE_KEYS.language]: 'xx' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expectPageTitle(page, 'ta', 'home');
  await expect.poll(() => readLocalStorage(page, STORAGE_KEYS.language)).toBe('ta');
});

test('[I18N] a lang cookie that is not ours is rendered in Tamil', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: LANGUAGE_COOKIE, value: 'xx', domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expectPageTitle(page, 'ta', 'home');
});
