import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminAccessToken, signInWithoutScripts } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { uniqueWord } from './helpers/people.ts';

// A board member whose scripts never arrive still saves the association's details and the site's
// pages: the browser posts each form to the address of the section that shows it, signed in by the
// session cookie. The suite's server is shared: each test puts back what it changed.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

type TSettings = Record<string, unknown> & { postalAddress: string };

async function savedSettings(request: APIRequestContext, token: string): Promise<TSettings> {
  const answer = await request.get('/api/admin/settings', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { settings: TSettings }).settings;
}

const settingsField = (page: Page, lng: string, name: string) =>
  page.getByLabel(t(lng, `site:settings.fields.${name}`), { exact: true });

test('[FORMS] [ADMIN] [SITE] without scripts, the board saves a setting and is shown a refusal beside its field (en)', async ({
  page,
  request,
}) => {
  // A sign-in and four page loads, each rendered for the session.
  test.slow();
  const lng = 'en';
  const token = await adminAccessToken();
  const before = await savedSettings(request, token);
  await signInWithoutScripts(page, lng);
  try {
    await page.goto('/admindashboard/association');
    await expectPageTitle(page, lng, 'adminDashboard');
    const address = `${before.postalAddress} ${uniqueWord()}`;
    await settingsField(page, lng, 'postalAddress').fill(address);
    const save = page.getByRole('button', { name: t(lng, 'site:settings.save'), exact: true });
    await save.click();
    await expect(page).toHaveURL(/\/admindashboard\/association\?sent=1$/);
    await expect(page.getByRole('status').filter({ hasText: t(lng, 'site:settings.saved') })).toBeVisible();
    await expect(settingsField(page, lng, 'postalAddress')).toHaveValue(address);
    expect((await savedSettings(request, token)).postalAddress).toBe(address);

    // A refusal: the section again with what was typed and the field's error; nothing saved.
    await settingsField(page, lng, 'email').fill('not-an-address');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await save.click();
    expect((await answer).status()).toBe(400);
    await expect(settingsField(page, lng, 'email')).toHaveValue('not-an-address');
    await expect(settingsField(page, lng, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t(lng, 'site:fieldErrors.email'), { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t(lng, 'site:settings.fixFields') })).toBeVisible();
    expect((await savedSettings(request, token)).email).toBe(before.email);
  } finally {
    const put = await request.put('/api/admin/settings', {
      headers: { authorization: `Bearer ${token}` },
      data: before,
    });
    expect(put.status()).toBe(200);
  }
});

type TPageSource = { body: string };

async function savedPage(request: APIRequestContext, token: string, slug: string, language: string) {
  const answer = await request.get(`/api/admin/pages/${slug}/${language}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as TPageSource;
}

test('[FORMS] [ADMIN] [SITE] without scripts, the board saves a page in the language its address opens, and is shown a refusal (en)', async ({
  page,
  request,
}) => {
  // A sign-in and three page loads, each rendered for the session.
  test.slow();
  const lng = 'en';
  const token = await adminAccessToken();
  const before = await savedPage(request, token, 'election2024', 'sv');
  await signInWithoutScripts(page, lng);
  try {
    const editor = '/admindashboard/content?tab=site-pages&page=election2024&lang=sv';
    await page.goto(editor);
    await expectPageTitle(page, lng, 'adminDashboard');
    const body = page.getByLabel(t(lng, 'site:pages.body'), { exact: true });
    await expect(body).toHaveValue(before.body);
    const text = `${before.body}\n\n${uniqueWord()}`;
    await body.fill(text);
    const save = page.getByRole('button', { name: t(lng, 'site:pages.save'), exact: true });
    await save.click();
    await expect(page).toHaveURL(`${editor}&sent=1`);
    await expect(page.getByRole('status').filter({ hasText: t(lng, 'site:pages.saved') })).toBeVisible();
    await expect(body).toHaveValue(text);
    expect((await savedPage(request, token, 'election2024', 'sv')).body).toBe(text);

    // A refusal: the editor again with what was typed and the field's error; nothing saved.
    await body.fill('   ');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await save.click();
    expect((await answer).status()).toBe(400);
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t(lng, 'site:fieldErrors.mandatory'), { exact: true })).toBeVisible();
    expect((await savedPage(request, token, 'election2024', 'sv')).body).toBe(text);
  } finally {
    const put = await request.put('/api/admin/pages/election2024/sv', {
      headers: { authorization: `Bearer ${token}` },
      data: { body: before.body },
    });
    expect(put.status()).toBe(200);
  }
});
