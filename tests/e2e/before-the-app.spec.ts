import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { holdBackTheApp } from './helpers/hold-back-app.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle, languagePicker } from './helpers/page.ts';
import { acceptCookies, readLocalStorage, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

// The first controls a visitor touches answer from the entry script while the app's own chunk is
// held back (as on a slow phone), and the app, once there, goes on from that state with nothing
// changing on screen. The fixture fails a test on any console error, a hydration mismatch included.

const lng = 'en';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

function cookieNotice(page: Page, language = lng): Locator {
  return page.getByRole('region', { name: t(language, 'common:cookies.title'), exact: true });
}

test('[HYDRATION][FRAME] on a phone the menu opens before the app is there, and the app keeps it open', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  const app = await holdBackTheApp(page);
  await page.goto('/boardmembers');
  const toggle = page.getByRole('button', { name: t(lng, 'common:menu.toggle'), exact: true });
  const contact = page.getByRole('link', { name: t(lng, 'common:menu.contact'), exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(contact).toBeVisible();
  // The press still starts the app's load; the menu did not wait for it.
  await expect.poll(app.wasAsked).toBe(true);
  await notHydrated(page);

  app.release();
  await hydrated(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(contact).toBeVisible();
  // The app took the open menu over: its own press closes it.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(contact).toBeHidden();
});

test('[HYDRATION][FRAME] on a laptop Members unfolds before the app is there; Escape folds it, and the app goes on', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  const app = await holdBackTheApp(page);
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: t(lng, 'common:menu.label') });
  const members = navigation.getByRole('button', { name: t(lng, 'common:menu.members'), exact: true });
  const registration = navigation.getByRole('link', { name: t(lng, 'common:menu.registration'), exact: true });
  await members.click();
  await expect(members).toHaveAttribute('aria-expanded', 'true');
  await expect(registration).toBeVisible();
  await registration.focus();
  await page.keyboard.press('Escape');
  await expect(members).toHaveAttribute('aria-expanded', 'false');
  await expect(members).toBeFocused();
  await members.click();
  await expect(registration).toBeVisible();
  await notHydrated(page);

  app.release();
  await hydrated(page);
  await expect(members).toHaveAttribute('aria-expanded', 'true');
  await expect(registration).toBeVisible();
  await members.click();
  await expect(registration).toBeHidden();
});

test('[HYDRATION][I18N] a language chosen before the app is there brings the page in it from the server, and stays', async ({
  page,
}) => {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  // Held back for every page of the test: the Swedish page comes from the server alone.
  const app = await holdBackTheApp(page);
  await page.goto('/events');
  await languagePicker(page, lng).selectOption('sv');
  await expectPageTitle(page, 'sv', 'events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await notHydrated(page);
  expect(await readLocalStorage(page, STORAGE_KEYS.language)).toBe('sv');

  await page.reload();
  await expectPageTitle(page, 'sv', 'events');
  app.release();
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await hydrated(page);
  await expectPageTitle(page, 'sv', 'events');
  await expect(languagePicker(page, 'sv')).toHaveValue('sv');
});

test('[HYDRATION][COOKIES] Accept All before the app closes the notice at once; the menu a moment later keeps the choice', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await chooseLanguage(page, lng);
  const app = await holdBackTheApp(page);
  await page.goto('/');
  const notice = cookieNotice(page);
  await expect(notice).toBeVisible();
  expect(app.wasAsked()).toBe(false);

  await notice.getByRole('button', { name: t(lng, 'common:cookies.acceptAll'), exact: true }).click();
  await expect(notice).toBeHidden();
  expect(await readLocalStorage(page, STORAGE_KEYS.cookieConsent)).toBe('All');
  expect(await readLocalStorage(page, `${STORAGE_KEYS.cookieConsent}Analytical`)).toBe('true');
  const toggle = page.getByRole('button', { name: t(lng, 'common:menu.toggle'), exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await notHydrated(page);

  app.release();
  await hydrated(page);
  await expect(notice).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // A visitor who has chosen never sees it again, before the app or after.
  const reloaded = await holdBackTheApp(page);
  await page.reload();
  await expectPageTitle(page, lng, 'home');
  await expect(notice).toBeHidden();
  expect(await readLocalStorage(page, STORAGE_KEYS.cookieConsent)).toBe('All');
  reloaded.release();
});

test('[HYDRATION][COOKIES] Save before the app stores Custom without analytics, as the app does', async ({ page }) => {
  await chooseLanguage(page, lng);
  const app = await holdBackTheApp(page);
  await page.goto('/events');
  const notice = cookieNotice(page);
  await notice.getByRole('button', { name: t(lng, 'common:cookies.save'), exact: true }).click();
  await expect(notice).toBeHidden();
  expect(await readLocalStorage(page, STORAGE_KEYS.cookieConsent)).toBe('Custom');
  expect(await readLocalStorage(page, `${STORAGE_KEYS.cookieConsent}Analytical`)).toBe('false');
  await notHydrated(page);

  app.release();
  await hydrated(page);
  await expect(notice).toBeHidden();
  await page.reload();
  await expectPageTitle(page, lng, 'events');
  await expect(notice).toBeHidden();
});

test('[HYDRATION][BOARD] a year tab pressed before the app is there shows its panel, and the app keeps it', async ({
  page,
}) => {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  const app = await holdBackTheApp(page);
  await page.goto('/boardmembers');
  // By its id: a locator of "a tab not selected" would find another one once this one is.
  const otherId = await page.getByRole('tab', { selected: false }).first().getAttribute('id');
  const other = page.locator(`[id="${otherId}"]`);
  const panelId = await other.getAttribute('aria-controls');
  await other.click();
  await expect(other).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await notHydrated(page);

  app.release();
  await hydrated(page);
  await expect(other).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  // The app took the selection over: the arrow key moves on from the tab the entry selected.
  await other.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(other).toHaveAttribute('aria-selected', 'false');
});

test('[HYDRATION][COOKIES] a press held for the app (Preferences) is made within 200 ms of its hydration', async ({
  page,
}) => {
  await chooseLanguage(page, lng);
  // The page's own clock: when the app marks itself hydrated and when the preferences first show.
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    Object.defineProperty(window, 'e2eHeldPress', { value: times });
    new MutationObserver(() => {
      if (!times.hydrated && document.documentElement.dataset.hydrated === 'true') times.hydrated = performance.now();
      if (!times.shown && document.querySelector('.cookie-notice__preferences')) times.shown = performance.now();
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  const app = await holdBackTheApp(page);
  await page.goto('/');
  const notice = cookieNotice(page);
  await notice.getByRole('button', { name: t(lng, 'common:cookies.preferences'), exact: true }).click();
  await expect.poll(app.wasAsked).toBe(true);
  await expect(notice.locator('.cookie-notice__preferences')).toHaveCount(0);

  app.release();
  await hydrated(page);
  await expect(notice.locator('.cookie-notice__preferences')).toBeVisible();
  const times = await page.evaluate(() => (window as unknown as { e2eHeldPress: Record<string, number> }).e2eHeldPress);
  expect(times.shown! - times.hydrated!).toBeLessThan(200);
});
