import { expect } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { createAccount, registerApprovedMember, signInThroughApi } from './helpers/members.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';

// A phone whose scripts never arrive still uses the member's page: its tabs are links, its
// preferences a form with a Save button, and the closure request a confirmation at its own address.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

test('[FORMS] [MYPAGE] without scripts, a member switches tabs, saves a preference and asks for the closure (en)', async ({
  page,
  request,
}) => {
  // Seven page loads, each rendered for the session.
  test.slow();
  const lng = 'en';
  const m = (key: string) => t(lng, `mypage:${key}`);
  const email = await registerApprovedMember(request);
  await createAccount(request, email);
  await signInThroughApi(page, request, email);
  await useLanguage(page, lng);
  await acceptCookies(page);
  await page.goto('/mypage');

  // The tabs: each one a link to the page with it open.
  const about = page.getByRole('tab', { name: m('tabs.about'), exact: true });
  const family = page.getByRole('tab', { name: m('tabs.family'), exact: true });
  await expect(about).toHaveAttribute('aria-selected', 'true');
  await family.click();
  await expect(page).toHaveURL(/\/mypage\?tab=family$/);
  await expect(family).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: m('familyMembers') })).toBeVisible();
  await about.click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(about).toHaveAttribute('aria-selected', 'true');

  // The preferences: the boxes go with Save, and the page they land on says they are saved.
  const preferences = page.getByRole('form', { name: m('privacy') });
  const reminders = preferences.getByLabel(m('remindersEnabled'));
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await preferences.getByRole('button', { name: m('save'), exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\?sent=preferences$/);
  await expect(page.getByRole('status').filter({ hasText: m('preferencesSaved') })).toBeVisible();
  await expect(reminders).not.toBeChecked();
  await expect(preferences.getByLabel(m('announcementsEnabled'))).toBeChecked();

  // The closure request: its button opens the confirmation at its own address; the box must be ticked.
  const closure = page.getByTestId('closure-request');
  await closure.getByRole('button', { name: m('requestClosure'), exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\?edit=closure$/);
  const confirmation = page.getByRole('form', { name: m('closure.confirmTitle') });
  await expect(confirmation).toContainText(m('closure.confirmText'));
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await confirmation.getByRole('button', { name: m('closure.confirm'), exact: true }).click();
  expect((await refused).status()).toBe(400);
  await expect(confirmation.getByText(t(lng, 'validation:mandatory'), { exact: true })).toBeVisible();
  await expect(page.getByText(m('closureRequested'), { exact: true })).toHaveCount(0);

  await confirmation.getByLabel(m('closure.confirmBox')).check();
  await confirmation.getByRole('button', { name: m('closure.confirm'), exact: true }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(closure.getByRole('status')).toHaveText(m('closureRequested'));
});
