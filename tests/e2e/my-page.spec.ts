import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { financialYearCode, financialYearOf } from '../../src/shared/financial-year.ts';
import { financialYearLabel } from '../../src/shared/financial-year-label.ts';
import { adminAccessToken } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { readAssociation, t } from './helpers/i18n.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { createAccount, MEMBER_PASSWORD, signedInMember, signInThroughApi } from './helpers/members.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { uniqueWord } from './helpers/people.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES, STORAGE_KEYS } from './helpers/test-env.ts';

/** A signed-in member and their family number (the givenId prefix of the family). */
async function signedInFamily(request: APIRequestContext, language: string) {
  const { email, accessToken } = await signedInMember(request, language);
  const family = await request.get('/api/member/family', { headers: { authorization: `Bearer ${accessToken}` } });
  const { familyNumber } = (await family.json()) as { familyNumber: string };
  return { email, accessToken, prefix: familyNumber };
}

async function openMyPage(page: Page, accessToken: string) {
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: accessToken });
  await page.goto('/mypage');
}

async function decodeQrDataUrl(src: string): Promise<string | undefined> {
  const match = /^data:image\/svg\+xml;base64,(.+)$/.exec(src);
  if (!match?.[1]) throw new Error(`not an SVG data URL: ${src.slice(0, 40)}`);
  const { data, info } = await sharp(Buffer.from(match[1], 'base64'), { density: 144 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

// Each test makes its member the long way (register, approve, sign up, activate from the mail).
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('[MYPAGE] EVIDENCE: edit the address, add a kid, renew for two, decode the Swish QR and app link, pending until approval shows FY approved', async ({
  page,
  request,
}) => {
  const lng = 'en';
  await useLanguage(page, lng);
  const { accessToken, prefix } = await signedInFamily(request, lng);
  const word = uniqueWord();
  // The spouse comes through the API; the kid through the page.
  const spouse = await request.post('/api/member/updatespouse', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      self: { firstName: 'Arun', lastName: 'Kannan', personalNumber: '19820202-1005', email: `sp.${word}@e2e.test` },
    },
  });
  expect(await spouse.text()).toBe('Updated.');

  await openMyPage(page, accessToken);
  await expect(page.getByRole('tab', { name: t(lng, 'mypage:tabs.about'), exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // Address: edit, save, see it in the form.
  await button(page, t(lng, 'mypage:editAddress')).click();
  const addressForm = page.getByRole('form', { name: t(lng, 'mypage:editAddress') });
  await addressForm.getByLabel(t(lng, 'mypage:fields.streetAddress')).fill('Storgatan 5');
  await addressForm.getByLabel(t(lng, 'mypage:fields.city')).fill('Växjö');
  await addressForm.getByLabel(t(lng, 'mypage:fields.postalCode')).fill('352 30');
  await addressForm.getByLabel(t(lng, 'mypage:fields.country')).fill('Sweden');
  await button(page, t(lng, 'mypage:save')).click();
  await expect(page.getByTestId('mypage-address')).toHaveText('Storgatan 5, Växjö, Sweden - 352 30');

  // Family: add a kid.
  await page.getByRole('tab', { name: t(lng, 'mypage:tabs.family'), exact: true }).click();
  await button(page, t(lng, 'mypage:addKid')).click();
  const kidForm = page.getByRole('form', { name: t(lng, 'mypage:addKid') });
  await kidForm.getByLabel(t(lng, 'mypage:fields.firstName')).fill('Nila');
  await kidForm.getByLabel(t(lng, 'mypage:fields.personalNumber')).fill('20150505-1001');
  await button(page, t(lng, 'mypage:save')).click();
  await expect(page.getByRole('cell', { name: `${prefix}K1`, exact: true })).toBeVisible();

  // Renew for the two who are not members this year: the spouse and the kid. The button names them,
  // and says why a family approved this year has to renew again.
  const year = financialYearOf(new Date());
  const fy = financialYearLabel(year, lng);
  const names = new Intl.ListFormat(lng, { type: 'conjunction' }).format(['Arun', 'Nila']);
  const renew = button(page, t(lng, 'mypage:renewFor', { fy, names }));
  await page.getByRole('tab', { name: t(lng, 'mypage:tabs.about'), exact: true }).click();
  await expect(page.getByText(t(lng, 'mypage:renewReason', { fy, names }), { exact: true })).toBeVisible();
  await renew.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(t(lng, 'mypage:renewal.total', { total: 150 }), { exact: true })).toBeVisible();
  await button(page, t(lng, 'mypage:renewal.proceed')).click();
  const qr = dialog.getByRole('img', { name: t(lng, 'mypage:renewal.qrAlt') });
  await expect(qr).toBeVisible();
  const payee = (readAssociation() as unknown as { swishNumber: string }).swishNumber.replace(/\D/g, '');
  const message = `${financialYearCode(year)} ${prefix}B ${prefix}K1`;
  expect(await decodeQrDataUrl((await qr.getAttribute('src')) ?? '')).toBe(`C${payee};150,00;${message};0`);
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog.getByText('150,00', { exact: true })).toBeVisible();
  // On the phone itself: the same payment as a link that opens the Swish app.
  const swishLink = dialog.getByRole('link', { name: t(lng, 'mypage:payment.openSwish'), exact: true });
  const appLink = new URL((await swishLink.getAttribute('href')) ?? '');
  expect(appLink.protocol).toBe('swish:');
  expect(JSON.parse(appLink.searchParams.get('data') ?? '')).toEqual({
    version: 1,
    payee: { value: payee },
    amount: { value: 150 },
    message: { value: message, editable: false },
  });
  await button(page, t(lng, 'mypage:renewal.paymentCompleted')).click();
  await expect(dialog).toBeHidden();
  // What happens next, where the button was: no second payment.
  const waiting = page.getByTestId('renewal-pending');
  await expect(waiting).toBeFocused();
  await expect(waiting).toContainText(t(lng, 'mypage:renewalPending', { fy, names }));
  await expect(renew).toHaveCount(0);
  await page.getByRole('tab', { name: t(lng, 'mypage:tabs.family'), exact: true }).click();
  const pending = t(lng, 'mypage:pendingYear', { fy: financialYearLabel(year, lng, { standalone: true }) });
  await expect(page.getByRole('row').filter({ hasText: `${prefix}B` })).toContainText(pending);

  // The board approves both renewals.
  const admin = { authorization: `Bearer ${await adminAccessToken()}` };
  const all = (await (await request.get('/api/admin/all', { headers: admin })).json()) as {
    pendingMembership: { id: number; givenId: string; amountSek: number | null }[];
  };
  const rows = all.pendingMembership.filter((row) => row.givenId.startsWith(prefix));
  expect(rows.map((row) => [row.givenId, row.amountSek]).sort()).toEqual([
    [`${prefix}B`, 100],
    [`${prefix}K1`, 50],
  ]);
  for (const row of rows) {
    const approved = await request.post('/api/admin/approverenewal', { headers: admin, data: { id: row.id } });
    expect(approved.status()).toBeLessThan(300);
  }

  await page.reload();
  await page.getByRole('tab', { name: t(lng, 'mypage:tabs.family'), exact: true }).click();
  for (const givenId of [`${prefix}B`, `${prefix}K1`]) {
    await expect(page.getByRole('row').filter({ hasText: givenId })).toContainText(
      t(lng, 'mypage:approvedYear', { fy: financialYearLabel(year, lng, { standalone: true }) }),
    );
    await expect(page.getByRole('row').filter({ hasText: givenId })).not.toContainText(pending);
  }
  await page.getByRole('tab', { name: t(lng, 'mypage:tabs.about'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t(lng, 'mypage:membership'), exact: true })).toBeVisible();
  await expect(renew).toHaveCount(0);
  await expect(page.getByTestId('renewal-pending')).toHaveCount(0);
});

test('[MYPAGE] the renewal at its own address: the server shows the chooser, the app takes it over in the page', async ({
  page,
  request,
}) => {
  const lng = 'en';
  await useLanguage(page, lng);
  const { email, accessToken, prefix } = await signedInFamily(request, lng);
  const kid = await request.post('/api/member/updatekid', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { self: { firstName: 'Nila', lastName: 'Kannan', personalNumber: '20150505-1001' } },
  });
  expect(kid.status()).toBe(200);
  // Signed in by the refresh cookie: the server renders the page, with the renewal, for the session.
  await signInThroughApi(page, request, email);
  await page.goto('/mypage?edit=renewal');
  const year = financialYearOf(new Date());
  const fy = financialYearLabel(year, lng);
  const chooser = page.getByRole('form', { name: t(lng, 'mypage:renewal.title', { fy }) });
  await expect(chooser.getByRole('checkbox')).toBeChecked();
  await waitForPageSettled(page);

  // The app answers the chooser in place: no page load, the payment where the chooser was.
  await button(page, t(lng, 'mypage:renewal.proceed')).click();
  const qr = page.getByRole('img', { name: t(lng, 'mypage:renewal.qrAlt') });
  await expect(qr).toBeVisible();
  const payee = (readAssociation() as unknown as { swishNumber: string }).swishNumber.replace(/\D/g, '');
  expect(await decodeQrDataUrl((await qr.getAttribute('src')) ?? '')).toBe(
    `C${payee};50,00;${financialYearCode(year)} ${prefix}K1;0`,
  );
  await expect(page).toHaveURL(/\/mypage\?edit=renewal$/);
  await button(page, t(lng, 'mypage:renewal.paymentCompleted')).click();
  await expect(qr).toBeHidden();
  await expect(page.getByTestId('renewal-pending')).toContainText(
    t(lng, 'mypage:renewalPending', { fy, names: 'Nila' }),
  );
});

test('[MYPAGE] Cancel leaves an edit unchanged; a bad postal code is refused on the form', async ({
  page,
  request,
}) => {
  const lng = 'en';
  await useLanguage(page, lng);
  const { accessToken } = await signedInFamily(request, lng);
  await openMyPage(page, accessToken);
  await button(page, t(lng, 'mypage:editAddress')).click();
  const form = page.getByRole('form', { name: t(lng, 'mypage:editAddress') });
  await form.getByLabel(t(lng, 'mypage:fields.postalCode')).fill('abc');
  await button(page, t(lng, 'mypage:save')).click();
  await expect(form.getByText(t(lng, 'validation:zipCodeInvalid'), { exact: true })).toBeVisible();
  await button(page, t(lng, 'mypage:cancel')).click();
  await expect(page.getByTestId('mypage-address')).toHaveText(t(lng, 'mypage:addressNotAvailable'));
});

test('[MYPAGE] own data: download it, turn reminders off, ask to close the account', async ({ page, request }) => {
  const lng = 'en';
  await useLanguage(page, lng);
  const { accessToken, email } = await signedInFamily(request, lng);
  await openMyPage(page, accessToken);
  const downloading = page.waitForEvent('download');
  await button(page, t(lng, 'mypage:exportData')).click();
  const download = await downloading;
  const saved = await download.path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(saved, 'utf8')) as { users: { email: string | null }[] };
  expect(data.users.map((user) => user.email)).toContain(email);
  expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2/);

  const reminders = page.getByLabel(t(lng, 'mypage:remindersEnabled'));
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await page.reload();
  await expect(page.getByLabel(t(lng, 'mypage:remindersEnabled'))).not.toBeChecked({ timeout: 15_000 });

  await button(page, t(lng, 'mypage:requestClosure')).click();
  // Closing asks once more (my-page-closure.spec.ts walks the question itself).
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(lng, 'mypage:closure.confirm'), exact: true })
    .click();
  await expect(page.getByText(t(lng, 'mypage:closureRequested'), { exact: true })).toBeVisible();
});

test.describe('accounts of the family', () => {
  // Ended sessions answer 401 until the page renews its token; the browser logs each.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('[MYPAGE] [ACCOUNTS] only the spouse changes the spouse’s sign-in e-mail: /verify shows old and new and waits for the press', async ({
    page,
    request,
  }) => {
    const lng = 'en';
    await useLanguage(page, lng);
    const { accessToken } = await signedInFamily(request, lng);
    const word = uniqueWord();
    const spouseEmail = `sp.${word}@e2e.test`;
    const spouse = { firstName: 'Arun', lastName: 'Kannan', personalNumber: '19820202-1005', email: spouseEmail };
    const added = await request.post('/api/member/updatespouse', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { self: spouse },
    });
    expect(await added.text()).toBe('Updated.');
    await createAccount(request, spouseEmail);

    // The registrant's form for the spouse leaves the spouse's sign-in e-mail out, and says why.
    await openMyPage(page, accessToken);
    await page.getByRole('tab', { name: t(lng, 'mypage:tabs.family'), exact: true }).click();
    await button(page, t(lng, 'mypage:editSpouse')).click();
    const form = page.getByRole('form', { name: t(lng, 'mypage:editSpouse') });
    await expect(
      form.getByText(t(lng, 'mypage:emailOwnerOnly', { name: 'Arun Kannan' }), { exact: true }),
    ).toBeVisible();
    await expect(form.getByLabel(t(lng, 'mypage:fields.email'))).toHaveCount(0);

    // The spouse asks for the change on their own page, with their password.
    const spouseLogin = await request.post('/api/auth/login', {
      data: { email: spouseEmail, password: MEMBER_PASSWORD },
    });
    const spouseToken = ((await spouseLogin.json()) as { accessToken: string }).accessToken;
    const newEmail = `sp.new.${word}@e2e.test`;
    const asked = await request.post('/api/member/update', {
      headers: { authorization: `Bearer ${spouseToken}` },
      data: { self: { ...spouse, email: newEmail, currentPassword: MEMBER_PASSWORD } },
    });
    expect(await asked.text()).toBe('Updated.');

    // Opened signed out, the link asks for the owner; after signing in the page shows the change
    // and waits: nothing changes until the press.
    const link = /https?:\/\/\S+\/verify\?\S+/.exec((await waitForMail(newEmail, /verify/)).text)?.[0] ?? '';
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto(link);
    await expect(page.getByText(t(lng, 'accounts:verify.signInFirst'), { exact: true })).toBeVisible();
    await page.getByRole('link', { name: t(lng, 'accounts:verify.signIn'), exact: true }).click();
    await expect(button(page, t(lng, 'accounts:login.submit'))).toBeEnabled();
    await page.getByLabel(t(lng, 'accounts:fields.email'), { exact: true }).fill(spouseEmail);
    await page.getByLabel(t(lng, 'accounts:fields.password'), { exact: true }).fill(MEMBER_PASSWORD);
    await button(page, t(lng, 'accounts:login.submit')).click();
    await expect(page.getByText(t(lng, 'accounts:verify.confirm'), { exact: true })).toBeVisible();
    await expect(page.getByText(spouseEmail, { exact: true })).toBeVisible();
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
    expect(
      (await request.post('/api/auth/login', { data: { email: newEmail, password: MEMBER_PASSWORD } })).status(),
    ).toBe(401);
    await button(page, t(lng, 'accounts:verify.submit')).click();
    await expect(page).toHaveURL(/\/members\?pass$/);
    const login = await request.post('/api/auth/login', { data: { email: newEmail, password: MEMBER_PASSWORD } });
    expect(login.status()).toBe(200);
    // The old address got the undo link.
    await waitForMail(spouseEmail, /undochange/);
  });

  test('[MYPAGE] [ACCOUNTS] sign out on every device ends the session everywhere', async ({ page, request }) => {
    const lng = 'en';
    await useLanguage(page, lng);
    const { accessToken } = await signedInFamily(request, lng);
    await openMyPage(page, accessToken);
    await button(page, t(lng, 'mypage:logoutEverywhere')).click();
    await expect(page).toHaveURL(/\/$/);
    const me = await request.get('/api/member/login', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status()).toBe(401);
  });
});

for (const lng of E2E_LANGUAGES) {
  test(`[MYPAGE] axe finds nothing on both tabs in ${lng}`, async ({ page, request }) => {
    await useLanguage(page, lng);
    const { accessToken } = await signedInFamily(request, lng);
    await openMyPage(page, accessToken);
    await expect(page.getByRole('tab', { name: t(lng, 'mypage:tabs.about'), exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoAxeViolationsOnceSettled(page);
    await page.getByRole('tab', { name: t(lng, 'mypage:tabs.family'), exact: true }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);
  });
}
