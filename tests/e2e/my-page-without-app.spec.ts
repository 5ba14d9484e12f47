import { expect } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { financialYearCode, financialYearOf } from '../../src/shared/financial-year.ts';
import { financialYearLabel } from '../../src/shared/financial-year-label.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { createAccount, MEMBER_PASSWORD, registerApprovedMember, signInThroughApi } from './helpers/members.ts';
import { personnummer } from './helpers/people.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';

// A phone whose scripts never arrive still uses the member's page: its tabs are links, its
// preferences a form with a Save button, the closure request a confirmation and the renewal a chooser
// at their own addresses.
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

test('[FORMS] [MYPAGE] without scripts, a member renews for a kid and finds the Swish payment again (en)', async ({
  page,
  request,
}) => {
  // Five page loads, each rendered for the session.
  test.slow();
  const lng = 'en';
  const m = (key: string) => t(lng, `mypage:${key}`);
  const email = await registerApprovedMember(request);
  await createAccount(request, email);
  // A kid added this year is the family's one member still to renew.
  const login = await request.post('/api/auth/login', { data: { email, password: MEMBER_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const added = await request.post('/api/member/updatekid', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { self: { firstName: 'Nila', lastName: 'Kannan', personalNumber: personnummer(10) } },
  });
  expect(added.status()).toBe(200);
  await signInThroughApi(page, request, email);
  await useLanguage(page, lng);
  await acceptCookies(page);
  // The narrowest phone the site is made for: the chooser and the payment fit it.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/mypage');

  // Renew is a link to the chooser at its own address, in the page.
  const fy = financialYearLabel(financialYearOf(new Date()), lng);
  const renew = page.getByRole('button', { name: t(lng, 'mypage:renewFor', { fy, names: 'Nila' }), exact: true });
  await renew.click();
  await expect(page).toHaveURL(/\/mypage\?edit=renewal$/);
  const chooser = page.getByRole('form', { name: t(lng, 'mypage:renewal.title', { fy }) });
  const box = chooser.getByRole('checkbox');
  await expect(box).toHaveCount(1);
  await expect(box).toBeChecked();
  const kidId = ((await box.getAttribute('name')) ?? '').replace(/^renew-/, '');
  await expectNothingPastTheEdges(page, 'the renewal chooser at 320 px');

  // Nobody ticked: the chooser again, saying why, and nothing recorded.
  await box.uncheck();
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await chooser.getByRole('button', { name: m('renewal.proceed'), exact: true }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(m('serverErrors.none_chosen'));
  await expect(box).not.toBeChecked();

  // The renewal is recorded and its payment shown: the QR code and the details to copy.
  await box.check();
  await chooser.getByRole('button', { name: m('renewal.proceed'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/mypage\\?edit=renewal&pay=${kidId}$`));
  const qr = page.getByRole('img', { name: m('renewal.qrAlt') });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await expectNothingPastTheEdges(page, 'the renewal payment at 320 px');
  await expect(
    page.getByText(`${financialYearCode(financialYearOf(new Date()))} ${kidId}`, { exact: true }),
  ).toBeVisible();

  // Paid: back to the page, which says the payment waits for the board, and finds it again.
  await page.getByRole('button', { name: m('renewal.paymentCompleted'), exact: true }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  const waiting = page.getByTestId('renewal-pending');
  await expect(waiting).toContainText(t(lng, 'mypage:renewalPending', { fy, names: 'Nila' }));
  await expect(renew).toHaveCount(0);
  await waiting.getByRole('button', { name: m('showPaymentDetails'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/mypage\\?edit=renewal&pay=${kidId}$`));
  await expect(qr).toBeVisible();
});

test('[FORMS] [MYPAGE] without scripts and signed out, a member page offers the sign-in and comes back to it (en)', async ({
  page,
  request,
}) => {
  const lng = 'en';
  const email = await registerApprovedMember(request);
  await createAccount(request, email);
  await useLanguage(page, lng);
  await acceptCookies(page);
  // No session the server could read: the page cannot show the family, and says how to get in.
  await page.goto('/mypage?tab=family');
  // It stands in a <noscript>, whose text Playwright's text and role queries leave out.
  const notice = page.locator('main .notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(`${t(lng, 'common:access.signInToOpen')} ${t(lng, 'common:menu.login')}`);
  await notice.locator('a').click();
  await expect(page).toHaveURL(/\/memberlogin\?returnTo=%2Fmypage%3Ftab%3Dfamily$/);
  await page.getByLabel(t(lng, 'accounts:fields.email'), { exact: true }).fill(email);
  await page.getByLabel(t(lng, 'accounts:fields.password'), { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: t(lng, 'accounts:login.submit') }).click();
  // Back where the member was going, rendered for the new session.
  await expect(page).toHaveURL(/\/mypage\?tab=family$/);
  await expect(page.getByRole('table', { name: t(lng, 'mypage:familyMembers') })).toBeVisible();
});
