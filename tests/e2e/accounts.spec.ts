import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolations, expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { showAPersonIsThere } from './helpers/settle.ts';
import { t } from './helpers/i18n.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { MEMBER_PASSWORD, registerApprovedMember, signedInMember } from './helpers/members.ts';
import { uniqueWord } from './helpers/people.ts';
import { expectPageTitle, expectPath } from './helpers/page.ts';
import { acceptCookies, readLocalStorage, useLanguage } from './helpers/storage.ts';
import { E2E_BASE_URL, E2E_LANGUAGES, E2E_OIDC_ISSUER, STORAGE_KEYS } from './helpers/test-env.ts';

const PASSWORD = 'Kolam-Pattern-42';
const REFRESH_MARKER_KEY = 'refresh_token';

// Chromium logs every 4xx answer as a console error; tests that provoke one say which.
const REFUSED = (status: number) => new RegExp(`status of ${status}`);

const field = (page: Page, lng: string, key: string) =>
  page.getByLabel(t(lng, `accounts:fields.${key}`), { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * Forms take input at once; their submit button waits for the app, which comes at a person's first
 * move.
 */
async function formReady(page: Page, submitName: string) {
  await showAPersonIsThere(page);
  await expect(button(page, submitName)).toBeEnabled();
}

async function signUpInBrowser(page: Page, lng: string, email: string, password = PASSWORD) {
  await page.goto('/memberlogin?view=signup');
  await formReady(page, t(lng, 'accounts:signup.submit'));
  await field(page, lng, 'email').fill(email);
  await field(page, lng, 'password').fill(password);
  await field(page, lng, 'confirmPassword').fill(password);
  await button(page, t(lng, 'accounts:signup.submit')).click();
}

async function signInInBrowser(page: Page, lng: string, email: string, password = PASSWORD) {
  await formReady(page, t(lng, 'accounts:login.submit'));
  await field(page, lng, 'email').fill(email);
  await field(page, lng, 'password').fill(password);
  await button(page, t(lng, 'accounts:login.submit')).click();
}

/** Sign-up and activation through the API and the mail sink: a member who can sign in. */
async function activatedMember(request: APIRequestContext): Promise<string> {
  const email = await registerApprovedMember(request);
  const signup = await request.post('/api/member/signup', {
    data: { email, password: PASSWORD, confirmpassword: PASSWORD },
  });
  expect(await signup.text()).toBe('AccountCreated.');
  const link = new URL(linkIn((await waitForMail(email, /activateaccount/)).text, 'activateaccount'));
  const activation = await request.post('/api/member/activate', {
    data: { email, code: link.searchParams.get('code'), password: PASSWORD },
  });
  expect(await activation.text()).toBe('AccountActivated.');
  return email;
}

function linkIn(text: string, page: string): string {
  const match = new RegExp(`${E2E_BASE_URL.replace(/\./g, '\\.')}/${page}\\?\\S+`).exec(text);
  if (!match) throw new Error(`no /${page} link in the mail:\n${text}`);
  return match[0];
}

/**
 * The mock provider signs in whoever these cookies name (src/server/testing/mock-oidc-provider.ts):
 * the address it reports, and its own id of the person (`mock|<address>` unless another is given).
 */
async function chooseProviderIdentity(page: Page, email: string, sub?: string) {
  await page
    .context()
    .addCookies([
      { name: 'mock_oidc_email', value: encodeURIComponent(email), url: E2E_OIDC_ISSUER },
      ...(sub ? [{ name: 'mock_oidc_sub', value: encodeURIComponent(sub), url: E2E_OIDC_ISSUER }] : []),
    ]);
}

/** A browser's round trip through the mock provider, as `email` there, stopped at our callback's answer. */
async function throughProvider(request: APIRequestContext, authorizePath: string, email: string) {
  const authorize = await request.get(authorizePath, { maxRedirects: 0 });
  const flow = authorize
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('oidc_flow='));
  const atProvider = await request.get(String(authorize.headers().location), {
    maxRedirects: 0,
    headers: { cookie: `mock_oidc_email=${encodeURIComponent(email)}` },
  });
  return request.get(String(atProvider.headers().location), {
    maxRedirects: 0,
    headers: { cookie: (flow?.value ?? '').split(';')[0] ?? '' },
  });
}

/**
 * The member links their provider account through the API, as My page and /linksignin do it:
 * start (signed in), the provider, the return's code, the press with the password.
 */
async function linkProviderByApi(request: APIRequestContext, accessToken: string, email: string, password: string) {
  const auth = { authorization: `Bearer ${accessToken}` };
  const start = await request.post('/api/member/sign-in-links/start', { headers: auth, data: { provider: 'mock' } });
  const { authorizePath } = (await start.json()) as { authorizePath: string };
  const callback = await throughProvider(request, authorizePath, email);
  const code = new URL(String(callback.headers().location), E2E_BASE_URL).searchParams.get('code');
  const confirm = await request.post('/api/member/sign-in-links/confirm', { headers: auth, data: { code, password } });
  expect(confirm.status(), await confirm.text()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('[ACCOUNTS] EVIDENCE: sign up, activate from the mail, sign in, stay signed in over a reload, sign out, sign in through the provider', async ({
  page,
  request,
}) => {
  const lng = 'en';
  await useLanguage(page, lng);
  const email = await registerApprovedMember(request);

  // Sign up with the registered e-mail.
  await signUpInBrowser(page, lng, email);
  await expect(page.getByText(t(lng, 'accounts:signup.created', { email }), { exact: true })).toBeVisible();

  // The activation link from the mail: opening it changes nothing; the page names the account and
  // activates on the button, with the password chosen at sign-up typed again.
  const activationLink = linkIn((await waitForMail(email, /activateaccount/)).text, 'activateaccount');
  await page.goto(activationLink);
  await expect(page.getByText(t(lng, 'accounts:activate.confirm', { email }), { exact: true })).toBeVisible();
  await page.getByLabel(t(lng, 'accounts:activate.signupPassword'), { exact: true }).fill(PASSWORD);
  await button(page, t(lng, 'accounts:activate.submit')).click();
  await expect(page.getByText(t(lng, 'accounts:activate.activated'), { exact: true })).toBeVisible();
  // Used once: a second visit says so at once, with no button to press.
  await page.reload();
  await expect(page.getByText(t(lng, 'accounts:activate.alreadyOrExpired'), { exact: true })).toBeVisible();
  await expect(button(page, t(lng, 'accounts:activate.submit'))).toHaveCount(0);
  await page.getByRole('link', { name: t(lng, 'accounts:activate.signIn'), exact: true }).click();
  await expectPath(page, '/memberlogin');

  // Sign in with the password.
  await signInInBrowser(page, lng, email);
  await expectPath(page, '/mypage');
  await expectPageTitle(page, lng, 'myPage');
  expect(await readLocalStorage(page, REFRESH_MARKER_KEY)).toBeTruthy();
  expect(await readLocalStorage(page, STORAGE_KEYS.accessToken)).toBeTruthy();
  const cookies = await page.context().cookies(E2E_BASE_URL + '/api/auth/refresh');
  const refreshCookie = cookies.find((cookie) => cookie.name === 'refresh_token');
  expect(refreshCookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });

  // Reload without the access token: the refresh cookie signs the member in again.
  await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEYS.accessToken);
  // The new token may equal the first one to the letter when both are made within one second (same
  // claims, same iat), so the proof is the refresh call itself.
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/refresh');
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expectPath(page, '/mypage');
  await expectPageTitle(page, lng, 'myPage');
  await expect.poll(() => readLocalStorage(page, STORAGE_KEYS.accessToken)).toBeTruthy();

  // Link the external provider from My page: the provider, then /linksignin, which names what
  // changes and links only with the password and a press.
  await chooseProviderIdentity(page, email);
  await showAPersonIsThere(page);
  await button(page, t(lng, 'signinlinks:section.link', { provider: 'Mock' })).click();
  await expectPath(page, '/linksignin');
  await expect(
    page.getByText(t(lng, 'signinlinks:page.confirm', { provider: 'Mock', email }), { exact: true }),
  ).toBeVisible();
  await page.getByLabel(t(lng, 'signinlinks:page.password'), { exact: true }).fill(PASSWORD);
  await button(page, t(lng, 'signinlinks:page.submit')).click();
  await expect(page.getByText(t(lng, 'signinlinks:page.linked', { provider: 'Mock' }), { exact: true })).toBeVisible();
  // The account's address hears of it, with the undo link.
  expect((await waitForMail(email, /undochange/)).text).toContain('Mock');

  // Sign out: both keys gone, the refresh chain revoked.
  await page.goto('/logout');
  await expectPath(page, '/');
  await expect.poll(() => readLocalStorage(page, STORAGE_KEYS.accessToken)).toBeNull();
  expect(await readLocalStorage(page, REFRESH_MARKER_KEY)).toBeNull();
  const revoked = await request.post('/api/auth/refresh', {
    headers: { cookie: `refresh_token=${refreshCookie!.value}` },
  });
  expect(revoked.status()).toBe(401);
  await page.goto('/mypage');
  await expectPath(page, '/memberlogin');

  // Sign in through the external provider (oauth2-mock-server on loopback): the return address
  // carries a one-time code, which the page trades for a session with its browser's state cookie.
  await chooseProviderIdentity(page, email);
  const returned = page.waitForRequest((request) => new URL(request.url()).pathname === '/redirect');
  const traded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/oidc/exchange');
  await page
    .getByRole('link', { name: t(lng, 'accounts:login.withProvider', { provider: 'Mock' }), exact: true })
    .click();
  const returnUrl = new URL((await returned).url());
  expect([...returnUrl.searchParams.keys()]).toEqual(['code']);
  expect((await traded).status()).toBe(200);
  await expectPath(page, '/mypage');
  await expectPageTitle(page, lng, 'myPage');
  expect(await readLocalStorage(page, STORAGE_KEYS.accessToken)).toBeTruthy();
  expect(await readLocalStorage(page, REFRESH_MARKER_KEY)).toBeTruthy();
});

test.describe('refused sign-ins', () => {
  test.use({ allowedConsoleErrors: [/status of (401|429)/] });

  test('[ACCOUNTS] a wrong password says "Email or password is wrong."', async ({ page, request }) => {
    const lng = 'en';
    await useLanguage(page, lng);
    const email = await activatedMember(request);
    await page.goto('/memberlogin');
    await signInInBrowser(page, lng, email, 'Not-The-Password-1');
    await expect(page.getByText('Email or password is wrong.', { exact: true })).toBeVisible();
    await expectPath(page, '/memberlogin');
  });

  test('[ACCOUNTS] after 3 wrong passwords the next try waits: 429 with the specification’s text; the owner gets in after it', async ({
    page,
    request,
  }) => {
    const lng = 'en';
    await useLanguage(page, lng);
    const email = await activatedMember(request);
    // The form is filled first: its try comes within the pause the three failures start.
    await page.goto('/memberlogin');
    await formReady(page, t(lng, 'accounts:login.submit'));
    await field(page, lng, 'email').fill(email);
    await field(page, lng, 'password').fill('Whatever-1');
    for (let i = 0; i < 3; i++) {
      const response = await request.post('/api/auth/login', { data: { email, password: `Wrong-guess-${i}` } });
      expect(response.status()).toBe(401);
    }
    await button(page, t(lng, 'accounts:login.submit')).click();
    await expect(page.getByText('Too many Requests. Sorry! Please try again later.', { exact: true })).toBeVisible();
    // Never locked out: once the pause is over, the right password signs the owner in.
    await expect
      .poll(async () => (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status(), {
        timeout: 10_000,
      })
      .toBe(200);
  });
});

test.describe('a forgotten password', () => {
  test.use({ allowedConsoleErrors: [REFUSED(400)] });

  test('[ACCOUNTS] the mailed link sets a new password once', async ({ page, request }) => {
    const lng = 'sv';
    await useLanguage(page, lng);
    const email = await activatedMember(request);
    const newPassword = 'Jasmine-Garden-77';

    await page.goto('/memberlogin');
    await page.getByRole('link', { name: t(lng, 'accounts:login.forgotPassword'), exact: true }).click();
    await formReady(page, t(lng, 'accounts:forgot.submit'));
    await field(page, lng, 'email').fill(email);
    await button(page, t(lng, 'accounts:forgot.submit')).click();
    await expect(page.getByText(t(lng, 'accounts:forgot.sent', { email }), { exact: true })).toBeVisible();

    const resetLink = linkIn((await waitForMail(email, /resetpassword/)).text, 'resetpassword');
    await page.goto(resetLink);
    await expectPageTitle(page, lng, 'resetPassword');
    await formReady(page, t(lng, 'accounts:reset.submit'));
    await field(page, lng, 'newPassword').fill(newPassword);
    await field(page, lng, 'confirmNewPassword').fill(newPassword);
    await button(page, t(lng, 'accounts:reset.submit')).click();
    await expect(page.getByText(t(lng, 'accounts:reset.done'), { exact: true })).toBeVisible();

    await page.getByRole('link', { name: t(lng, 'accounts:reset.signIn'), exact: true }).click();
    await signInInBrowser(page, lng, email, newPassword);
    await expectPath(page, '/mypage');

    // The link works once: opened again, the page says so before anything is typed.
    await page.goto('/logout');
    await expectPath(page, '/');
    await page.goto(resetLink);
    await showAPersonIsThere(page);
    await expect(page.getByText(t(lng, 'accounts:reset.invalidLink'), { exact: true })).toBeVisible();
    await expect(button(page, t(lng, 'accounts:reset.submit'))).toHaveCount(0);
  });
});

test.describe('external sign-in', () => {
  test('[ACCOUNTS] an e-mail that is no member ends at /redirect with the not-a-member text', async ({ page }) => {
    const lng = 'ta';
    await useLanguage(page, lng);
    await chooseProviderIdentity(page, `stranger.${uniqueWord()}@e2e.test`);
    await page.goto('/memberlogin');
    await page
      .getByRole('link', { name: t(lng, 'accounts:login.withProvider', { provider: 'Mock' }), exact: true })
      .click();
    await expectPath(page, '/redirect');
    await expect(page.getByText(t(lng, 'accounts:redirect.notMember'), { exact: true })).toBeVisible();
  });

  test('[ACCOUNTS] a stranger’s provider account with a member’s verified address signs in no one', async ({
    page,
    request,
  }) => {
    const lng = 'en';
    await useLanguage(page, lng);
    const { email } = await signedInMember(request);
    await chooseProviderIdentity(page, email, `mock|stranger-${uniqueWord()}`);
    await page.goto('/memberlogin');
    await page
      .getByRole('link', { name: t(lng, 'accounts:login.withProvider', { provider: 'Mock' }), exact: true })
      .click();
    await expectPath(page, '/redirect');
    await expect(page.getByText(t(lng, 'accounts:redirect.notLinked'), { exact: true })).toBeVisible();
    expect(await readLocalStorage(page, STORAGE_KEYS.accessToken)).toBeNull();
  });

  test('[ACCOUNTS] /redirect shows the long text for the not-a-member error, and only texts the site knows', async ({
    page,
  }) => {
    const lng = 'en';
    await useLanguage(page, lng);
    await page.goto(`/redirect?error=${encodeURIComponent('You are not a registered member.')}`);
    await expect(
      page.getByText(
        'You are not a registered member. Please use the registration form to become member of our sangam and try this login once you become a member.',
        { exact: true },
      ),
    ).toBeVisible();
    const planted = 'Your account is locked: call +46 70 000 00 00 now.';
    await page.goto(`/redirect?error=${encodeURIComponent(planted)}`);
    await expect(page.getByText(t(lng, 'accounts:redirect.failed'), { exact: true })).toBeVisible();
    await expect(page.getByText(planted)).toHaveCount(0);
    await page.goto('/redirect');
    await expect(page.getByText('Redirecting...', { exact: true })).toBeVisible();
  });

  test.describe('a link that would sign the visitor in as someone else', () => {
    test.use({ allowedConsoleErrors: [REFUSED(400)] });

    test('[ACCOUNTS] neither a token nor another browser’s code in /redirect signs anyone in', async ({
      page,
      request,
    }) => {
      const lng = 'en';
      await useLanguage(page, lng);
      // The attacker's own sign-in, stopped at the return address (the request context is their browser).
      const { email, accessToken: own } = await signedInMember(request);
      await linkProviderByApi(request, own, email, MEMBER_PASSWORD);
      const callback = await throughProvider(
        request,
        `/oauth2/authorize/mock?redirect_uri=${encodeURIComponent(`${E2E_BASE_URL}/redirect`)}`,
        email,
      );
      const attackersReturn = new URL(String(callback.headers().location), E2E_BASE_URL);
      expect(attackersReturn.searchParams.get('code')).toBeTruthy();

      await page.goto(`${attackersReturn.pathname}${attackersReturn.search}`);
      await expect(page.getByText(t(lng, 'accounts:redirect.failed'), { exact: true })).toBeVisible();
      expect(await readLocalStorage(page, STORAGE_KEYS.accessToken)).toBeNull();

      const { accessToken } = await signedInMember(request);
      await page.goto(`/redirect?token=${encodeURIComponent(accessToken)}`);
      await expect(page.getByText('Redirecting...', { exact: true })).toBeVisible();
      expect(await readLocalStorage(page, STORAGE_KEYS.accessToken)).toBeNull();
    });
  });
});

test.describe('bad links', () => {
  test.use({ allowedConsoleErrors: [REFUSED(400)] });

  test('[ACCOUNTS] the authorize path refuses a redirect_uri on another origin', async ({ request }) => {
    const response = await request.get(
      `/oauth2/authorize/mock?redirect_uri=${encodeURIComponent('https://evil.example/redirect')}`,
      { maxRedirects: 0 },
    );
    expect(response.status()).toBe(400);
    expect(response.headers().location).toBeUndefined();
  });
});

test.describe('activation needs a password the person at the mail knows', () => {
  // A wrong sign-up password is answered 400: the browser logs it.
  test.use({ allowedConsoleErrors: [REFUSED(400)] });

  test('[ACCOUNTS] a stranger’s sign-up: the member’s press on the mailed link needs a password the member knows', async ({
    page,
    request,
  }) => {
    const lng = 'en';
    await useLanguage(page, lng);
    const email = await registerApprovedMember(request);
    const strangers = 'Strangers-Choice-99';
    const signup = await request.post('/api/member/signup', {
      data: { email, password: strangers, confirmpassword: strangers },
    });
    expect(await signup.text()).toBe('AccountCreated.');
    await page.goto(linkIn((await waitForMail(email, /activateaccount/)).text, 'activateaccount'));
    // The press with a guess is refused; the member, who did not sign up, chooses their own password.
    await page.getByLabel(t(lng, 'accounts:activate.signupPassword'), { exact: true }).fill('Not-My-Signup-Pw-5');
    await button(page, t(lng, 'accounts:activate.submit')).click();
    await expect(page.getByText(t(lng, 'accounts:activate.wrongPassword'), { exact: true })).toBeVisible();
    await button(page, t(lng, 'accounts:activate.chooseNew')).click();
    await page.getByLabel(t(lng, 'accounts:fields.newPassword'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t(lng, 'accounts:fields.confirmNewPassword'), { exact: true }).fill(PASSWORD);
    await button(page, t(lng, 'accounts:activate.submit')).click();
    await expect(page.getByText(t(lng, 'accounts:activate.activated'), { exact: true })).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { email, password: strangers } })).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  });
});

test('[ACCOUNTS] the activation page writes no text from its link: only the address the server knows', async ({
  page,
}) => {
  const lng = 'en';
  await useLanguage(page, lng);
  const injected = 'Your account is blocked: call +46 70 000 00 00';
  await page.goto(`/activateaccount?${new URLSearchParams({ email: injected, code: 'x' }).toString()}`);
  await expect(page.getByText(t(lng, 'accounts:activate.notMember'), { exact: true })).toBeVisible();
  await expect(page.getByText(injected)).toHaveCount(0);
});

test('[ACCOUNTS] a signed-in visitor opening /memberlogin goes to /mypage, or to a same-site returnTo', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/memberlogin');
  await expectPath(page, '/mypage');
  await page.goto(`/memberlogin?returnTo=${encodeURIComponent('/admindashboard')}`);
  await expectPath(page, '/admindashboard');
  await page.goto(`/memberlogin?returnTo=${encodeURIComponent('//evil.example/x')}`);
  await expectPath(page, '/mypage');
});

for (const lng of E2E_LANGUAGES) {
  test(`[ACCOUNTS] [A11Y] the login, signup and forgotpassword states have no axe violations (${lng})`, async ({
    page,
  }) => {
    await useLanguage(page, lng);
    await page.goto('/memberlogin');
    await expectPageTitle(page, lng, 'login');
    await expect(
      page.getByRole('link', { name: t(lng, 'accounts:login.withProvider', { provider: 'Mock' }) }),
    ).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);

    await page.getByRole('link', { name: t(lng, 'accounts:login.createAccount'), exact: true }).click();
    await expect(button(page, t(lng, 'accounts:signup.submit'))).toBeVisible();
    // With the field errors showing, too.
    await button(page, t(lng, 'accounts:signup.submit')).click();
    await expect(page.getByText(t(lng, 'validation:mandatory')).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/memberlogin?view=forgotpassword');
    await expect(button(page, t(lng, 'accounts:forgot.submit'))).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);
  });
}
