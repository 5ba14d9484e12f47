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

test('[HYDRATION][REGISTRATION] every press held for the app (two kids added) is made within 200 ms of its hydration', async ({
  page,
}) => {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  // The page's own clock: when the app marks itself hydrated and when the second kid first shows.
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    Object.defineProperty(window, 'e2eHeldPress', { value: times });
    new MutationObserver(() => {
      if (!times.hydrated && document.documentElement.dataset.hydrated === 'true') times.hydrated = performance.now();
      if (!times.shown && document.querySelectorAll('.registration__remove').length >= 2)
        times.shown = performance.now();
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  const app = await holdBackTheApp(page);
  await page.goto('/memberregistration');
  const addKid = page.getByRole('button', { name: t(lng, 'registration:kids.add'), exact: true });
  const kid = (number: number) => page.getByRole('group', { name: t(lng, 'registration:kids.kid', { number }) });
  await addKid.click();
  await addKid.click();
  await expect.poll(app.wasAsked).toBe(true);
  await expect(kid(1)).toHaveCount(0);

  app.release();
  await hydrated(page);
  // Both presses are made, none dropped.
  await expect(kid(2)).toBeVisible();
  await expect(kid(3)).toHaveCount(0);
  const times = await page.evaluate(() => (window as unknown as { e2eHeldPress: Record<string, number> }).e2eHeldPress);
  expect(times.shown! - times.hydrated!).toBeLessThan(200);
});

test('[HYDRATION][COOKIES] the preferences open and tick before the app; the app keeps them and saves the tick', async ({
  page,
}) => {
  await chooseLanguage(page, lng);
  const app = await holdBackTheApp(page);
  await page.goto('/events');
  const notice = cookieNotice(page);
  const preferences = notice.getByRole('button', { name: t(lng, 'common:cookies.preferences'), exact: true });
  const analytical = notice.getByRole('checkbox', { name: t(lng, 'common:cookies.analytical'), exact: true });
  await expect(analytical).toBeHidden();
  await preferences.click();
  await expect(preferences).toHaveAttribute('aria-expanded', 'true');
  await analytical.check();
  await expect(analytical).toBeChecked();
  await notHydrated(page);

  app.release();
  await hydrated(page);
  await expect(analytical).toBeVisible();
  await expect(analytical).toBeChecked();
  await expect(preferences).toHaveAttribute('aria-expanded', 'true');
  // The app took the open preferences over: its own press closes them, and Save keeps the tick.
  await preferences.click();
  await expect(analytical).toBeHidden();
  await notice.getByRole('button', { name: t(lng, 'common:cookies.save'), exact: true }).click();
  await expect(notice).toBeHidden();
  expect(await readLocalStorage(page, `${STORAGE_KEYS.cookieConsent}Analytical`)).toBe('true');
});

test('[HYDRATION][COOKIES] Save before the app stores the analytics tick, and the notice stays away', async ({
  page,
}) => {
  await chooseLanguage(page, lng);
  const app = await holdBackTheApp(page);
  await page.goto('/');
  const notice = cookieNotice(page);
  await notice.getByRole('button', { name: t(lng, 'common:cookies.preferences'), exact: true }).click();
  await notice.getByRole('checkbox', { name: t(lng, 'common:cookies.analytical'), exact: true }).check();
  await notice.getByRole('button', { name: t(lng, 'common:cookies.save'), exact: true }).click();
  await expect(notice).toBeHidden();
  expect(await readLocalStorage(page, STORAGE_KEYS.cookieConsent)).toBe('Custom');
  expect(await readLocalStorage(page, `${STORAGE_KEYS.cookieConsent}Analytical`)).toBe('true');
  await notHydrated(page);

  app.release();
  await hydrated(page);
  await expect(notice).toBeHidden();
  expect(await readLocalStorage(page, `${STORAGE_KEYS.cookieConsent}Analytical`)).toBe('true');
});

test('[HYDRATION][COOKIES] the privacy popup opens before the app, Escape closes it, and the app keeps it open', async ({
  page,
}) => {
  await chooseLanguage(page, lng);
  const app = await holdBackTheApp(page);
  await page.goto('/events');
  const opener = cookieNotice(page).getByRole('button', { name: t(lng, 'common:cookies.privacyPolicy'), exact: true });
  const popup = page.getByRole('dialog', { name: t(lng, 'common:privacyPopup.title'), exact: true });
  await expect(popup).toBeHidden();
  await opener.click();
  await expect(popup).toBeVisible();
  await expect(popup).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(popup).toBeVisible();
  await notHydrated(page);

  app.release();
  await hydrated(page);
  await expect(popup).toBeVisible();
  // The app took it over: its own close button closes it.
  await popup.getByRole('button', { name: t(lng, 'ui:close'), exact: true }).click();
  await expect(popup).toBeHidden();
});

test('[HYDRATION][HOME] the slider moves and pauses before the app, and the app goes on from the slide chosen', async ({
  page,
}) => {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  const app = await holdBackTheApp(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  const slider = page.getByRole('region', { name: t(lng, 'home:slider.label'), exact: true });
  const shown = slider.locator('[data-current="true"] img');
  const alts = await slider
    .locator('[aria-roledescription] img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(alts.length).toBeGreaterThanOrEqual(3);
  await slider.getByRole('button', { name: t(lng, 'home:slider.next'), exact: true }).click();
  await expect(shown).toHaveAttribute('alt', alts[1]!);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveJSProperty('complete', true);
  await slider.getByRole('button', { name: t(lng, 'home:slider.pause'), exact: true }).click();
  const play = slider.getByRole('button', { name: t(lng, 'home:slider.play'), exact: true });
  await expect(play).toBeVisible();
  await notHydrated(page);

  app.release();
  await hydrated(page);
  await expect(shown).toHaveAttribute('alt', alts[1]!);
  await expect(play).toBeVisible();
  // The app took the slide over: its next press moves on from the one chosen, not from the first.
  await slider.getByRole('button', { name: t(lng, 'home:slider.next'), exact: true }).click();
  await expect(shown).toHaveAttribute('alt', alts[2]!);
  await expect(slider.locator('[data-current="true"]')).toHaveCount(1);
});
