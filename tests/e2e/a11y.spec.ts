import { expect } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { useLanguage } from './helpers/storage.ts';

// Every page is scanned in every language by routes.spec.ts (tests tagged [A11Y]), with consent
// given so the notice is not scanned each time; here the parts that only show without consent.

test('[A11Y] the cookie notice, its preferences and the privacy popup have no axe violations', async ({ page }) => {
  const lng = 'en';
  await useLanguage(page, lng);
  await page.goto('/');
  await expectPageTitle(page, lng, 'home');
  const title = t(lng, 'common:cookies.title');
  const notice = page
    .getByRole('region', { name: title, exact: true })
    .or(page.getByRole('dialog', { name: title, exact: true }))
    .first();
  await expect(notice).toBeVisible();
  await expectNoAxeViolationsOnceSettled(page);

  await notice.getByRole('button', { name: t(lng, 'common:cookies.preferences'), exact: true }).click();
  await expect(notice.getByRole('checkbox').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await notice.getByRole('button', { name: t(lng, 'common:cookies.privacyPolicy'), exact: true }).click();
  await expect(page.getByRole('dialog').filter({ has: page.locator('a[href="/privacypolicy"]') })).toBeVisible();
  await expectNoAxeViolations(page);
});
