import { expect } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';

test('[ADMIN] the rows-per-page list offers numbers only, no empty choice', async ({ page }) => {
  const lng = 'en';
  await useLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  const rows = page.getByRole('combobox', { name: t(lng, 'admin:table.rowsPerPage'), exact: true }).first();
  await expect(rows).toBeVisible();
  const values = await rows
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(values.length).toBeGreaterThan(1);
  for (const value of values) expect(value).toMatch(/^\d+$/);
});
