import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ASSOCIATION_EMAIL, contactField, openContact } from './helpers/contact.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { uniqueWord } from './helpers/people.ts';
import { createAccount, registerApprovedMember } from './helpers/members.ts';

// A phone whose scripts never arrive (blocked, a failed download, a very slow line) still sends a
// form: the browser posts it, the server answers the success state or the page again with the errors.
test.use({ javaScriptEnabled: false });

const field = contactField;

test('[FORMS] [CONTACT] without scripts, a visitor sends a message and sees it sent', async ({ page }) => {
  const lng = 'en';
  const word = uniqueWord();
  await openContact(page, lng, { app: false });
  await field(page, lng, 'fullName').fill('Kumar Raj');
  await field(page, lng, 'email').fill(`kumar.${word}@e2e.test`);
  await field(page, lng, 'subject').fill(`Pongal ${word}`);
  await field(page, lng, 'message').fill(`When is the celebration? ${word}`);
  await page.getByRole('button', { name: t(lng, 'contact:send') }).click();

  await expect(page).toHaveURL(/\/contactus\?sent=1$/);
  await expect(page.getByRole('status').filter({ hasText: t(lng, 'contact:success') })).toBeVisible();
  const mail = await waitForMail(ASSOCIATION_EMAIL, new RegExp(word));
  expect(mail.subject).toContain(`Pongal ${word}`);
});

test.describe('a refused post', () => {
  // The page with the errors comes with status 400, which the browser reports as a failed load.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('[FORMS] [CONTACT] without scripts, a refused message comes back as typed, with its errors (ta)', async ({
    page,
  }) => {
    const lng = 'ta';
    await openContact(page, lng, { app: false });
    await field(page, lng, 'fullName').fill('Kumar Raj');
    await field(page, lng, 'email').fill('not-an-address');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: t(lng, 'contact:send') }).click();

    expect((await answer).status()).toBe(400);
    await expect(field(page, lng, 'fullName')).toHaveValue('Kumar Raj');
    await expect(field(page, lng, 'email')).toHaveValue('not-an-address');
    await expect(field(page, lng, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t(lng, 'validation:mandatory'), { exact: true })).toHaveCount(2);
    await expect(field(page, lng, 'fullName')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

const accountField = (page: Page, lng: string, name: string) =>
  page.getByLabel(t(lng, `accounts:fields.${name}`), { exact: true });

test.describe('a forgotten password without scripts', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('[FORMS] [ACCOUNTS] without scripts, a member asks for the link and sets a new password (sv)', async ({
    page,
    request,
  }) => {
    const lng = 'sv';
    const email = await registerApprovedMember(request);
    await createAccount(request, email);
    await chooseLanguage(page, lng);
    await acceptCookies(page);
    await page.goto('/memberlogin?view=forgotpassword');
    await expectPageTitle(page, lng, 'forgotPassword');

    const submitForgot = page.getByRole('button', { name: t(lng, 'accounts:forgot.submit') });
    await accountField(page, lng, 'email').fill('not-an-address');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await submitForgot.click();
    expect((await refused).status()).toBe(400);
    await expect(accountField(page, lng, 'email')).toHaveValue('not-an-address');
    await expect(accountField(page, lng, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t(lng, 'validation:emailInvalid'), { exact: true })).toBeVisible();

    await accountField(page, lng, 'email').fill(email);
    await submitForgot.click();
    await expect(page).toHaveURL(/\/memberlogin\?view=forgotpassword&sent=1$/);
    await expect(page.getByRole('status').filter({ hasText: t(lng, 'accounts:forgot.sentToAddress') })).toBeVisible();

    const link = /https?:\/\/\S+\/resetpassword\?\S+/.exec((await waitForMail(email, /resetpassword/)).text)?.[0];
    if (!link) throw new Error('no reset link in the mail');
    await page.goto(link);
    await expectPageTitle(page, lng, 'resetPassword');
    const submitReset = page.getByRole('button', { name: t(lng, 'accounts:reset.submit') });
    await accountField(page, lng, 'newPassword').fill('short');
    await accountField(page, lng, 'confirmNewPassword').fill('other');
    const weak = page.waitForResponse((response) => response.request().method() === 'POST');
    await submitReset.click();
    expect((await weak).status()).toBe(400);
    await expect(page.getByText(t(lng, 'validation:notAStrongPassword'), { exact: true })).toBeVisible();
    await expect(page.getByText(t(lng, 'validation:passwordMismatch'), { exact: true })).toBeVisible();
    // A typed password is never written back into a page.
    await expect(accountField(page, lng, 'newPassword')).toHaveValue('');

    await accountField(page, lng, 'newPassword').fill('Jasmine-Garden-77');
    await accountField(page, lng, 'confirmNewPassword').fill('Jasmine-Garden-77');
    await submitReset.click();
    await expect(page).toHaveURL(/\/resetpassword\?sent=1$/);
    await expect(page.getByText(t(lng, 'accounts:reset.done'), { exact: true })).toBeVisible();
    const signIn = await request.post('/api/auth/login', { data: { email, password: 'Jasmine-Garden-77' } });
    expect(signIn.status()).toBe(200);
  });
});
