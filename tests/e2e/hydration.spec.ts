import { expect } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { holdBackTheApp } from './helpers/hold-back-app.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { uniqueWord } from './helpers/people.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';

test('[HYDRATION] what a visitor types before the scripts arrive is kept and sent', async ({ page }) => {
  const lng = 'en';
  const word = uniqueWord();
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  const app = await holdBackTheApp(page);
  await page.goto('/contactus');
  await expectPageTitle(page, lng, 'contact');

  const field = (name: string) => page.getByLabel(t(lng, `contact:fields.${name}`), { exact: true });
  const send = page.getByRole('button', { name: t(lng, 'contact:send') });
  // The server's form takes input at once; only sending waits for React, which the first field's
  // focus starts loading.
  await field('fullName').fill('Kumar Raj');
  await expect.poll(app.wasAsked).toBe(true);
  await field('email').fill(`kumar.${word}@e2e.test`);
  await field('subject').fill(`Typed early ${word}`);
  await field('message').fill(`Written before the scripts came ${word}`);
  await expect(send).toBeDisabled();

  app.release();
  await expect(send).toBeEnabled();
  await expect(field('fullName')).toHaveValue('Kumar Raj');
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: t(lng, 'contact:success') })).toBeVisible();
});

test('[HYDRATION] a board page asks for its data with the document, and the app uses that answer', async ({ page }) => {
  const lng = 'en';
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  const dataReads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/admin/all' || path === '/api/member/login') dataReads.push(path);
  });
  const app = await holdBackTheApp(page);
  await page.goto('/admindashboard');
  // Both reads are under way while the app's code is still held back.
  await expect.poll(() => [...dataReads].sort()).toEqual(['/api/admin/all', '/api/member/login']);
  expect(app.wasAsked()).toBe(true);

  app.release();
  await expectPageTitle(page, lng, 'adminDashboard');
  await expect(page.getByRole('tab', { name: new RegExp(t(lng, 'admin:tabs.allMembers')) })).toBeVisible();
  // The app took the answers in flight instead of asking again.
  expect(dataReads.filter((path) => path === '/api/admin/all')).toHaveLength(1);
  expect(dataReads.filter((path) => path === '/api/member/login')).toHaveLength(1);
});
