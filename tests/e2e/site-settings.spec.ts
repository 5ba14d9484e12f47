import { expect } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { expectPageTitle } from './helpers/page.ts';
import { uniqueWord } from './helpers/people.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { openAdminTab } from './helpers/admin-sections.ts';

// The board edits the pages; visitors see the change on their next page load. The suite's server is
// shared: each test puts back what it changed. (The phone number's change is in the news evidence.)

async function openSiteTab(page: Page, lng: string, key: 'settings' | 'pages'): Promise<Locator> {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  await expectPageTitle(page, lng, 'adminDashboard');
  return openAdminTab(page, lng, key === 'settings' ? 'association' : 'content', t(lng, `site:${key}.tab`));
}

/** A visitor of their own: no session, their own language. */
async function visitor(browser: Browser, lng: string): Promise<Page> {
  const page = await browser.newPage();
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  return page;
}

test('[ADMIN][SITE] the board edits the privacy policy, a visitor sees the new text, and the board restores the earlier version', async ({
  page,
  browser,
}) => {
  test.slow();
  const lng = 'en';
  const sentence = `We also keep the minutes of meeting ${uniqueWord()}.`;
  const panel = await openSiteTab(page, lng, 'pages');
  await panel.getByLabel(t(lng, 'site:pages.page'), { exact: true }).selectOption('privacy');
  await panel.getByRole('tab', { name: t(lng, 'site:pages.languages.en'), exact: true }).click();
  const editor = panel.getByRole('tabpanel', { name: t(lng, 'site:pages.languages.en'), exact: true });
  const body = editor.getByLabel(t(lng, 'site:pages.body'), { exact: true });
  await expect(body).toHaveValue(/GDPR/);
  await body.fill(`${await body.inputValue()}\n\n**${sentence}**`);

  await editor.getByRole('button', { name: t(lng, 'site:pages.preview'), exact: true }).click();
  const preview = editor.getByRole('region', { name: t(lng, 'site:pages.previewHeading') });
  await expect(preview.locator('strong').filter({ hasText: sentence })).toBeVisible();

  await editor.getByRole('button', { name: t(lng, 'site:pages.save'), exact: true }).click();
  // Beside the button that was pressed, focused, so it is in view under a long text.
  const saved = editor.getByRole('status').filter({ hasText: t(lng, 'site:pages.saved') });
  await expect(saved).toBeFocused();
  await expect(saved).toBeInViewport();
  const versions = editor.getByRole('list', { name: t(lng, 'site:pages.versions') }).getByRole('listitem');
  await expect(versions.first()).toContainText(t(lng, 'site:pages.actions.save'));

  const reader = await visitor(browser, lng);
  await reader.goto('/privacypolicy');
  await expect(reader.getByRole('main').getByText(sentence, { exact: true })).toBeVisible();

  // The version before this save is the second row: restoring it takes the sentence away again.
  await versions
    .nth(1)
    .getByRole('button', { name: t(lng, 'site:pages.restore'), exact: true })
    .click();
  await expect(editor.getByRole('status').filter({ hasText: t(lng, 'site:pages.restored') })).toBeVisible();
  await expect(body).not.toHaveValue(new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(versions.first()).toContainText(t(lng, 'site:pages.actions.restore'));

  await reader.reload();
  await expectPageTitle(reader, lng, 'privacy');
  await expect(reader.getByRole('main').getByText(sentence, { exact: true })).toHaveCount(0);
  await reader.close();
});

for (const key of ['settings', 'pages'] as const) {
  test(`[ADMIN][SITE] the ${key} tab fits a 320 px screen and passes axe`, async ({ page }) => {
    test.slow();
    const lng = 'ta';
    await page.setViewportSize({ width: 320, height: 640 });
    const panel = await openSiteTab(page, lng, key);
    await expect(panel.getByRole('button').first()).toBeVisible();
    await expectNothingPastTheEdges(page, `${key} tab at 320 px`);
    await expectNoAxeViolationsOnceSettled(page);
  });
}
