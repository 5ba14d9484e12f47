import { signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { associationName } from './helpers/i18n.ts';
import { expectFrame, expectMenu, expectPageTitle, expectPath, expectSocialLinks } from './helpers/page.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { acceptCookies, enableDeveloperMode, useLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES } from './helpers/test-env.ts';

for (const lng of E2E_LANGUAGES) {
  test.describe(`in ${lng}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lng);
      await acceptCookies(page);
    });

    test(`[FRAME] signed out, the menu shows the public entries only (${lng})`, async ({ page }) => {
      await page.goto('/');
      await expectFrame(page, lng);
      await expectMenu(
        page,
        lng,
        ['home', 'board', 'members', 'events', 'activities', 'contact'],
        ['adminDashboard', 'myPage', 'more'],
      );
    });

    test(`[FRAME] signed in as admin, the menu shows the private entries (${lng})`, async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/events');
      // The server renders a public page for everyone: the private entries come with the app, which
      // loads after the first view for a stored session and then asks who is signed in.
      await waitForPageSettled(page);
      await expectMenu(
        page,
        lng,
        ['adminDashboard', 'events', 'activities', 'myPage'],
        ['home', 'board', 'members', 'contact', 'more'],
      );
    });

    test(`[FRAME] with developer mode on, the admin menu also shows more (${lng})`, async ({ page }) => {
      await signInAsAdmin(page);
      await enableDeveloperMode(page);
      await page.goto('/events');
      await waitForPageSettled(page);
      await expectMenu(
        page,
        lng,
        ['adminDashboard', 'events', 'activities', 'myPage', 'more'],
        ['home', 'board', 'members', 'contact'],
      );
    });
  });
}

test.describe('frame details', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test('[FRAME] social links open in a new tab without access to the opener', async ({ page }) => {
    await page.goto('/');
    await expectSocialLinks(page);
  });

  test('[FRAME] the association name in the header leads home', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/contactus');
    await expectPageTitle(page, 'en', 'contact');
    await page
      .getByRole('banner')
      .getByRole('link', { name: associationName('en'), exact: true })
      .first()
      .click();
    await expectPath(page, '/');
    await expectPageTitle(page, 'en', 'home');
  });
});
