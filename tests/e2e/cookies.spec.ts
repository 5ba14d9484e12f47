import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { readLocalStorage, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

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
