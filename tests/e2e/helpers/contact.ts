import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { t } from './i18n.ts';
import { expectPageTitle } from './page.ts';
import { showAPersonIsThere } from './settle.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './storage.ts';

/** Where the contact form's messages go: the association's address. */
export const ASSOCIATION_EMAIL = (
  JSON.parse(readFileSync(new URL('../../../association.json', import.meta.url), 'utf8')) as { email: string }
).email;

export const contactField = (page: Page, lng: string, name: string) =>
  page.getByLabel(t(lng, `contact:fields.${name}`), { exact: true });

/**
 * The contact page in the language, cookies chosen. The app (and with it the Send button) comes at a
 * person's first move, which `app: false` leaves out (a page whose scripts never run).
 */
export async function openContact(page: Page, lng: string, { app = true }: { app?: boolean } = {}) {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await page.goto('/contactus');
  await expectPageTitle(page, lng, 'contact');
  if (app) await showAPersonIsThere(page);
}
