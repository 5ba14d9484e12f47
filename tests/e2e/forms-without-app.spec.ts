import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ASSOCIATION_EMAIL, contactField, openContact } from './helpers/contact.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { personnummer, uniqueWord } from './helpers/people.ts';
import { createPublishedEvent, openSignup } from './helpers/signup-data.ts';
import { createAccount, MEMBER_PASSWORD, registerApprovedMember, signInThroughApi } from './helpers/members.ts';

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

test.describe('an account made without scripts', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('[FORMS] [ACCOUNTS] without scripts, a member signs up and activates the account (ta)', async ({
    page,
    request,
  }) => {
    const lng = 'ta';
    const email = await registerApprovedMember(request);
    await chooseLanguage(page, lng);
    await acceptCookies(page);
    await page.goto('/memberlogin?view=signup');

    // Refused: the address stays, the passwords do not, each error beside its field.
    const submitSignup = page.getByRole('button', { name: t(lng, 'accounts:signup.submit') });
    await accountField(page, lng, 'email').fill(email);
    await accountField(page, lng, 'password').fill('short');
    await accountField(page, lng, 'confirmPassword').fill('other');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await submitSignup.click();
    expect((await refused).status()).toBe(400);
    await expect(accountField(page, lng, 'email')).toHaveValue(email);
    await expect(accountField(page, lng, 'password')).toHaveValue('');
    await expect(page.getByText(t(lng, 'validation:notAStrongPassword'), { exact: true })).toBeVisible();
    await expect(page.getByText(t(lng, 'validation:passwordMismatch'), { exact: true })).toBeVisible();

    await accountField(page, lng, 'password').fill(MEMBER_PASSWORD);
    await accountField(page, lng, 'confirmPassword').fill(MEMBER_PASSWORD);
    await submitSignup.click();
    await expect(page).toHaveURL(/\/memberlogin\?view=signup&sent=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: t(lng, 'accounts:signup.createdToAddress') }),
    ).toBeVisible();

    // The mailed link's page shows its form from the server: the sign-up password typed again.
    const link = /https?:\/\/\S+\/activateaccount\?\S+/.exec((await waitForMail(email, /activateaccount/)).text)?.[0];
    if (!link) throw new Error('no activation link in the mail');
    await page.goto(link);
    const signupPassword = page.getByLabel(t(lng, 'accounts:activate.signupPassword'), { exact: true });
    const activate = page.getByRole('button', { name: t(lng, 'accounts:activate.submit') });
    await signupPassword.fill('Not-The-Password-1');
    const wrong = page.waitForResponse((response) => response.request().method() === 'POST');
    await activate.click();
    expect((await wrong).status()).toBe(400);
    await expect(page.getByText(t(lng, 'accounts:activate.wrongPassword'), { exact: true })).toBeVisible();
    await expect(signupPassword).toHaveValue('');

    await signupPassword.fill(MEMBER_PASSWORD);
    await activate.click();
    await expect(page).toHaveURL(/\/activateaccount\?sent=1$/);
    await expect(page.getByRole('status').filter({ hasText: t(lng, 'accounts:activate.activated') })).toBeVisible();
    const signIn = await request.post('/api/auth/login', { data: { email, password: MEMBER_PASSWORD } });
    expect(signIn.status()).toBe(200);
  });
});

test.describe('signed in without scripts', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('[FORMS] [ACCOUNTS] [MYPAGE] without scripts, a member signs in and corrects the family address (en)', async ({
    page,
    request,
  }) => {
    // Two sign-ins and four page loads, each rendered for the session.
    test.slow();
    const lng = 'en';
    const email = await registerApprovedMember(request);
    await createAccount(request, email);
    await chooseLanguage(page, lng);
    await acceptCookies(page);
    await page.goto('/memberlogin');
    await expectPageTitle(page, lng, 'login');

    // A wrong password: the page again with its notice; the address stays, the password does not.
    const signIn = page.getByRole('button', { name: t(lng, 'accounts:login.submit') });
    await accountField(page, lng, 'email').fill(email);
    await accountField(page, lng, 'password').fill('Not-The-Password-1');
    const wrong = page.waitForResponse((response) => response.request().method() === 'POST');
    await signIn.click();
    expect((await wrong).status()).toBe(400);
    await expect(page.getByText(t(lng, 'accounts:login.invalidCredentials'), { exact: true })).toBeVisible();
    await expect(accountField(page, lng, 'email')).toHaveValue(email);
    await expect(accountField(page, lng, 'password')).toHaveValue('');

    // The right one: a session, and the member's own page rendered for it.
    await accountField(page, lng, 'password').fill(MEMBER_PASSWORD);
    await signIn.click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByTestId('mypage-address')).toBeVisible();

    // The pencil opens the form at its own address; a refused post comes back as typed, with its error.
    await page.getByRole('button', { name: t(lng, 'mypage:editAddress') }).click();
    await expect(page).toHaveURL(/\/mypage\?edit=address$/);
    const form = page.getByRole('form', { name: t(lng, 'mypage:editAddress') });
    const addressField = (name: string) => form.getByLabel(t(lng, `mypage:fields.${name}`));
    await addressField('streetAddress').fill('Storgatan 5');
    await addressField('city').fill('Växjö');
    await addressField('postalCode').fill('not a code');
    await addressField('country').fill('Sweden');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: t(lng, 'mypage:save') }).click();
    expect((await refused).status()).toBe(400);
    await expect(addressField('streetAddress')).toHaveValue('Storgatan 5');
    await expect(addressField('postalCode')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t(lng, 'validation:zipCodeInvalid'), { exact: true })).toBeVisible();

    await addressField('postalCode').fill('352 30');
    await form.getByRole('button', { name: t(lng, 'mypage:save') }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByTestId('mypage-address')).toHaveText('Storgatan 5, Växjö, Sweden - 352 30');
  });
});

test.describe('the family tab without scripts', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('[FORMS] [MYPAGE] without scripts, a member adds and corrects a kid and adds the spouse (sv)', async ({
    page,
    request,
  }) => {
    // Seven page loads, each rendered for the session.
    test.slow();
    const lng = 'sv';
    const email = await registerApprovedMember(request);
    await createAccount(request, email);
    await signInThroughApi(page, request, email);
    await chooseLanguage(page, lng);
    await acceptCookies(page);
    await page.goto('/mypage?tab=family');
    const table = page.getByRole('table', { name: t(lng, 'mypage:familyMembers') });
    await expect(table).toBeVisible();

    const save = async (form: ReturnType<Page['getByRole']>, status?: number) => {
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.getByRole('button', { name: t(lng, 'mypage:save') }).click();
      if (status !== undefined) expect((await answer).status()).toBe(status);
    };
    const fieldOf = (form: ReturnType<Page['getByRole']>, name: string) =>
      form.getByLabel(t(lng, `mypage:fields.${name}`), { exact: true });

    // Add a kid: the button is a link to the form's own address; a refused post comes back as typed.
    await page.getByRole('button', { name: t(lng, 'mypage:addKid') }).click();
    await expect(page).toHaveURL(/\/mypage\?tab=family&edit=kid$/);
    const addKid = page.getByRole('form', { name: t(lng, 'mypage:addKid') });
    await fieldOf(addKid, 'firstName').fill('Malar');
    await fieldOf(addKid, 'personalNumber').fill('20150101-0000');
    await save(addKid, 400);
    await expect(fieldOf(addKid, 'firstName')).toHaveValue('Malar');
    await expect(fieldOf(addKid, 'personalNumber')).toHaveValue('20150101-0000');
    await expect(fieldOf(addKid, 'personalNumber')).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldOf(addKid, 'firstName')).not.toHaveAttribute('aria-invalid', 'true');
    await fieldOf(addKid, 'personalNumber').fill(personnummer(8));
    await save(addKid);
    await expect(page).toHaveURL(/\/mypage\?tab=family$/);
    const kidRow = table.getByRole('row').filter({ hasText: 'Malar' });
    await expect(kidRow).toBeVisible();

    // Correct that kid: its pencil opens the form for that kid at its own address.
    const givenId =
      (await kidRow.getByRole('cell').first().innerText()).replace(/\s+/g, ' ').trim().split(' ').at(-1) ?? '';
    const editKid = t(lng, 'mypage:editKid', { givenId });
    await kidRow.getByRole('button', { name: editKid }).click();
    await expect(page).toHaveURL(new RegExp(`/mypage\\?tab=family&edit=kid:${givenId}$`));
    const kidForm = page.getByRole('form', { name: editKid });
    await fieldOf(kidForm, 'firstName').fill('');
    await save(kidForm, 400);
    await expect(fieldOf(kidForm, 'firstName')).toHaveAttribute('aria-invalid', 'true');
    await expect(kidForm.getByText(t(lng, 'validation:mandatory'), { exact: true })).toBeVisible();
    await fieldOf(kidForm, 'firstName').fill('Nila');
    await save(kidForm);
    await expect(page).toHaveURL(/\/mypage\?tab=family$/);
    await expect(table.getByRole('row').filter({ hasText: givenId })).toContainText('Nila');
    await expect(table.getByRole('row').filter({ hasText: 'Malar' })).toHaveCount(0);

    // Add the spouse: a wrong e-mail is refused with its error, the right one saved.
    await page.getByRole('button', { name: t(lng, 'mypage:addSpouse') }).click();
    await expect(page).toHaveURL(/\/mypage\?tab=family&edit=spouse$/);
    const spouse = page.getByRole('form', { name: t(lng, 'mypage:addSpouse') });
    await fieldOf(spouse, 'firstName').fill('Arun');
    await fieldOf(spouse, 'lastName').fill('Kannan');
    await fieldOf(spouse, 'personalNumber').fill(personnummer(42));
    await fieldOf(spouse, 'email').fill('not-an-address');
    await save(spouse, 400);
    await expect(fieldOf(spouse, 'firstName')).toHaveValue('Arun');
    await expect(fieldOf(spouse, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(spouse.getByText(t(lng, 'validation:emailInvalid'), { exact: true })).toBeVisible();
    await fieldOf(spouse, 'email').fill(`spouse.${uniqueWord()}@e2e.test`);
    await save(spouse);
    await expect(page).toHaveURL(/\/mypage\?tab=family$/);
    await expect(table.getByRole('row').filter({ hasText: 'Arun Kannan' })).toBeVisible();
  });
});

test.describe('an event sign-up without scripts', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('[FORMS] [EVENTS] [SIGNUP] without scripts, a visitor signs up: refused with the errors and the typed values, then sent (ta)', async ({
    page,
    request,
  }) => {
    const lng = 'ta';
    const b = (key: string) => t(lng, `bookings:${key}`);
    const eventId = await createPublishedEvent(request, `Thai Pongal ${uniqueWord()}`);
    await openSignup(request, eventId, { places: 10, openToNonMembers: true });
    const email = `visitor.${uniqueWord()}@e2e.test`;
    await chooseLanguage(page, lng);
    await acceptCookies(page);
    await page.goto(`/events/${eventId}`);
    const signupField = (key: string) => page.getByLabel(b(`form.${key}`), { exact: true });
    const send = page.getByRole('button', { name: b('form.submit'), exact: true });

    await signupField('name').fill('Meena Visitor');
    await signupField('email').fill('not-an-address');
    await signupField('phone').fill('0701234567');
    await signupField('note').fill('Two vegetarian meals');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await send.click();
    expect((await refused).status()).toBe(400);
    await expect(signupField('name')).toHaveValue('Meena Visitor');
    await expect(signupField('note')).toHaveValue('Two vegetarian meals');
    await expect(signupField('email')).toHaveValue('not-an-address');
    await expect(signupField('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t(lng, 'validation:emailInvalid'), { exact: true })).toBeVisible();
    await expect(signupField('name')).not.toHaveAttribute('aria-invalid', 'true');

    await signupField('email').fill(email);
    await send.click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}\\?sent=1$`));
    await expect(page.getByTestId('visitor-booking-sent')).toHaveText(b('form.visitorSent'));
    // The mail's link books, in the page's language, as after the app's own sign-up.
    await waitForMail(email, /\/bookings\/confirm\?token=/);
  });
});
