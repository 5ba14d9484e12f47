import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { readLocalStorage, useLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES, STORAGE_KEYS } from './helpers/test-env.ts';

const lng = 'en';

function cookieNotice(page: Page): Locator {
  const name = t(lng, 'common:cookies.title');
  return page
    .getByRole('region', { name, exact: true })
    .or(page.getByRole('dialog', { name, exact: true }))
    .first();
}

function noticeButton(notice: Locator, key: 'privacyPolicy' | 'preferences' | 'save' | 'acceptAll'): Locator {
  return notice.getByRole('button', { name: t(lng, `common:cookies.${key}`), exact: true });
}

/** The privacy popup: a dialog that links to the privacy policy page. */
function privacyPopup(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('a[href="/privacypolicy"]') });
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, lng);
});

test('[COOKIES] a first visit shows the cookie notice with its four buttons', async ({ page }) => {
  await page.goto('/');
  const notice = cookieNotice(page);
  await expect(notice).toBeVisible();
  for (const key of ['privacyPolicy', 'preferences', 'save', 'acceptAll'] as const) {
    await expect(noticeButton(notice, key), `button ${key}`).toBeVisible();
  }
});

test('[COOKIES] preferences show Essential always on and Analytical to choose', async ({ page }) => {
  await page.goto('/');
  const notice = cookieNotice(page);
  await noticeButton(notice, 'preferences').click();
  // The contract names no catalog keys for the two toggles, so they are told apart by state:
  // Essential is checked and cannot be changed, Analytical can.
  const checkboxes = notice.getByRole('checkbox');
  await expect(checkboxes).toHaveCount(2);
  // isDisabled() also honours aria-disabled, for a toggle that is not a native input.
  const [first, second] = [checkboxes.nth(0), checkboxes.nth(1)];
  const firstIsEssential = await first.isDisabled();
  const essential = firstIsEssential ? first : second;
  const analytical = firstIsEssential ? second : first;
  await expect(essential).toBeDisabled();
  await expect(essential).toBeChecked();
  await expect(analytical).toBeEnabled();
  const wasChecked = await analytical.isChecked();
  await analytical.click();
  await expect(analytical).toBeChecked({ checked: !wasChecked });
});

test('[COOKIES] Accept All stores All and the notice stays away after a reload', async ({ page }) => {
  await page.goto('/');
  const notice = cookieNotice(page);
  await noticeButton(notice, 'acceptAll').click();
  await expect(notice).toBeHidden();
  expect(await readLocalStorage(page, STORAGE_KEYS.cookieConsent)).toBe('All');
  await page.reload();
  await expectPageTitle(page, lng, 'home');
  await waitForPageSettled(page);
  await expect(cookieNotice(page)).toBeHidden();
});

test('[COOKIES] Save stores Custom and the notice stays away after a reload', async ({ page }) => {
  await page.goto('/');
  const notice = cookieNotice(page);
  await noticeButton(notice, 'save').click();
  await expect(notice).toBeHidden();
  expect(await readLocalStorage(page, STORAGE_KEYS.cookieConsent)).toBe('Custom');
  await page.reload();
  await expectPageTitle(page, lng, 'home');
  await waitForPageSettled(page);
  await expect(cookieNotice(page)).toBeHidden();
});

test('[COOKIES] the Privacy Policy button opens the privacy popup with a link to the policy', async ({ page }) => {
  await page.goto('/');
  await noticeButton(cookieNotice(page), 'privacyPolicy').click();
  const popup = privacyPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup.locator('a[href="/privacypolicy"]').first()).toBeVisible();
});

test('[COOKIES] the privacy popup is never shown on the privacy policy page', async ({ page }) => {
  await page.goto('/privacypolicy');
  await expectPageTitle(page, lng, 'privacy');
  const notice = cookieNotice(page);
  await expect(notice).toBeVisible();
  const privacyButton = noticeButton(notice, 'privacyPolicy');
  if (await privacyButton.isVisible()) await privacyButton.click();
  await expect(privacyPopup(page)).toHaveCount(0);
});

// ---------- On a phone ----------

const PHONE = { width: 320, height: 640 };

for (const language of E2E_LANGUAGES) {
  test(`[COOKIES][320PX] on a phone the notice takes at most a third of the screen, its buttons in sight (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await useLanguage(page, language);
    await page.goto('/memberregistration');
    const title = t(language, 'common:cookies.title');
    const notice = page.getByRole('region', { name: title, exact: true });
    await expect(notice).toBeVisible();
    // It rises into place: measure once it stands still.
    await expect
      .poll(() => notice.evaluate((element) => element.getAnimations().every((run) => run.playState === 'finished')))
      .toBe(true);
    const box = await notice.boundingBox();
    expect(box!.height, 'notice height').toBeLessThanOrEqual(PHONE.height / 3);
    for (const key of ['privacyPolicy', 'preferences', 'save', 'acceptAll']) {
      const button = notice.getByRole('button', { name: t(language, `common:cookies.${key}`), exact: true });
      const buttonBox = await button.boundingBox();
      expect(buttonBox!.y + buttonBox!.height, `${key} is on screen`).toBeLessThanOrEqual(PHONE.height);
      expect(buttonBox!.height, `${key} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
  });
}

test('[COOKIES] the first Tabs of a visit reach the notice and its Accept All', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/memberregistration');
  const notice = cookieNotice(page);
  await expect(notice).toBeVisible();
  const acceptAll = noticeButton(notice, 'acceptAll');
  await page.keyboard.press('Tab');
  expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (
    let presses = 1;
    presses < 5 && !(await acceptAll.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(acceptAll).toBeFocused();
});

test('[COOKIES] filling in the registration form by keyboard, no focused field is ever behind the notice', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/memberregistration');
  const notice = cookieNotice(page);
  await expect(notice).toBeVisible();
  await expectPageTitle(page, lng, 'registration');
  // The notice first (its text, four buttons), then the skip link, the header and the form.
  let fieldsSeen = 0;
  for (let presses = 0; presses < 60 && fieldsSeen < 15; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      const noticeElement = document.querySelector('.cookie-notice');
      if (!(element instanceof HTMLElement) || !noticeElement || noticeElement.contains(element)) return null;
      if (!element.matches('input, select, textarea')) return null;
      const rect = element.getBoundingClientRect();
      return {
        name: element.getAttribute('name') ?? element.id,
        top: rect.top,
        bottom: rect.bottom,
        noticeTop: noticeElement.getBoundingClientRect().top,
      };
    });
    if (!focused) continue;
    fieldsSeen += 1;
    expect(focused.top, `${focused.name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(focused.bottom, `${focused.name} ends above the notice`).toBeLessThanOrEqual(focused.noticeTop);
  }
  expect(fieldsSeen).toBe(15);
});
