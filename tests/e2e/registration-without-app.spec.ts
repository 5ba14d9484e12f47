import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { personnummer, uniqueWord } from './helpers/people.ts';

// A phone whose scripts never arrive still registers a family: the kid rows are presses the server
// answers with the page again, the terms box is ticked by itself, and the post lands on ?sent=1.
test.use({ javaScriptEnabled: false });

const group = (page: Page, lng: string, key: string) =>
  page.getByRole('group', { name: t(lng, `registration:${key}`), exact: true });
const field = (scope: Locator, lng: string, key: string) =>
  scope.getByLabel(t(lng, `registration:fields.${key}`), { exact: true });

async function openForm(page: Page, lng: string) {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await page.goto('/memberregistration');
  await expectPageTitle(page, lng, 'registration');
}

async function fillSelf(page: Page, lng: string, word: string) {
  const self = group(page, lng, 'sections.self');
  await field(self, lng, 'firstName').fill('Anna');
  await field(self, lng, 'lastName').fill(`Raman${word}`);
  await field(self, lng, 'personalNumber').fill(personnummer(40));
  await field(self, lng, 'email').fill(`anna.${word}@e2e.test`);
}

test.describe('a registration without scripts', () => {
  // The page again (a kid row added, or a refusal) comes with status 400, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('[FORMS] [REGISTRATION] without scripts, a family with a kid registers and sees the success text', async ({
    page,
  }) => {
    const lng = 'en';
    const word = uniqueWord();
    await openForm(page, lng);
    await fillSelf(page, lng, word);

    await page.getByRole('button', { name: t(lng, 'registration:kids.add'), exact: true }).click();
    const kid = page.getByRole('group', { name: t(lng, 'registration:kids.kid', { number: 1 }), exact: true });
    // What was typed is kept, and the kid takes the family name as with the app.
    await expect(field(group(page, lng, 'sections.self'), lng, 'firstName')).toHaveValue('Anna');
    await expect(field(kid, lng, 'lastName')).toHaveValue(`Raman${word}`);
    await field(kid, lng, 'firstName').fill('Arun');
    await field(kid, lng, 'personalNumber').fill(personnummer(10));

    await page.getByRole('checkbox', { name: t(lng, 'registration:terms.acceptBox'), exact: true }).check();
    await page.getByRole('button', { name: t(lng, 'registration:submit'), exact: true }).click();

    await expect(page).toHaveURL(/\/memberregistration\?sent=1$/);
    await expect(page.getByText(t(lng, 'registration:success.text'), { exact: true })).toBeVisible();
  });

  test('[FORMS] [REGISTRATION] without scripts, a refused registration comes back as typed, with its errors (sv)', async ({
    page,
  }) => {
    const lng = 'sv';
    const word = uniqueWord();
    await openForm(page, lng);
    await fillSelf(page, lng, word);
    const self = group(page, lng, 'sections.self');
    await field(self, lng, 'email').fill('not-an-address');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: t(lng, 'registration:submit'), exact: true }).click();

    expect((await answer).status()).toBe(400);
    await expect(field(self, lng, 'firstName')).toHaveValue('Anna');
    await expect(field(self, lng, 'email')).toHaveValue('not-an-address');
    await expect(field(self, lng, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(self, lng, 'email')).toHaveAccessibleDescription(t(lng, 'validation:emailInvalid'));
    const acceptBox = page.getByRole('checkbox', { name: t(lng, 'registration:terms.acceptBox'), exact: true });
    await expect(acceptBox).toHaveAccessibleDescription(t(lng, 'validation:accept'));
    await expect(page.getByText(t(lng, 'registration:success.text'), { exact: true })).toHaveCount(0);
  });
});
