import { expect } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { signedInMember } from './helpers/members.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

test.describe.configure({ timeout: 120_000 });

test('[MYPAGE] asking the board to close the account asks once more, says what happens, and sends nothing on "no"', async ({
  page,
  request,
}) => {
  const lng = 'en';
  const m = (key: string) => t(lng, `mypage:${key}`);
  const { accessToken } = await signedInMember(request, lng);
  const closureOf = async () => {
    const answer = await request.get('/api/member/family', { headers: { authorization: `Bearer ${accessToken}` } });
    return ((await answer.json()) as { closureRequestedAt: string | null }).closureRequestedAt;
  };
  await useLanguage(page, lng);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: accessToken });
  await page.goto('/mypage');

  // The request stands in a part of its own, not beside "Sign out on every device".
  const part = page.getByTestId('closure-request');
  await expect(part.getByRole('heading', { name: m('closure.heading'), exact: true })).toBeVisible();
  await expect(part.getByRole('button', { name: m('logoutEverywhere'), exact: true })).toHaveCount(0);

  await part.getByRole('button', { name: m('requestClosure'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m('closure.confirmTitle') });
  await expect(dialog).toContainText(m('closure.confirmText'));
  await dialog.getByRole('button', { name: m('closure.keep'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(await closureOf()).toBeNull();
  await expect(page.getByText(m('closureRequested'), { exact: true })).toHaveCount(0);

  await part.getByRole('button', { name: m('requestClosure'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: m('closure.confirm'), exact: true })
    .click();
  await expect(page.getByText(m('closureRequested'), { exact: true })).toBeVisible();
  expect(await closureOf()).not.toBeNull();
});
