import type { Locator, Page } from '@playwright/test';
import { openAdminTab } from './admin-sections.ts';
import { signInAsAdmin } from './auth.ts';
import { t } from './i18n.ts';
import { expectPageTitle } from './page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './storage.ts';

/** The board's news tab, as a board member reaches it: signed in, the dashboard, the content section. */
export async function openNewsTab(page: Page, lng: string): Promise<Locator> {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  await expectPageTitle(page, lng, 'adminDashboard');
  return openAdminTab(page, lng, 'content', t(lng, 'news:admin.tab'));
}
