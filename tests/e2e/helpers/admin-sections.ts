import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { t } from './i18n.ts';

/** The board's area by task (src/web/features/admin/admin-sections.ts), each at /admindashboard/<section>. */
export const ADMIN_SECTIONS = ['members', 'money', 'events', 'content', 'association'] as const;
export type TAdminSection = (typeof ADMIN_SECTIONS)[number];

/** The tabs each section shows (a section of one panel shows it without tabs). */
export const SECTION_TAB_COUNTS: Readonly<Record<TAdminSection, number>> = {
  members: 5,
  money: 2,
  events: 3,
  content: 4,
  association: 5,
};

export const adminSectionMenu = (page: Page, lng: string) =>
  page.getByRole('navigation', { name: t(lng, 'admin:sections.label'), exact: true });

/** Opens a section of the board's area from its menu, as the board would. */
export async function openAdminSection(page: Page, lng: string, section: TAdminSection) {
  const link = adminSectionMenu(page, lng).getByRole('link', {
    name: t(lng, `admin:sections.${section}`),
    exact: true,
  });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admindashboard/${section}$`));
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** A tab of a section: the section from the menu, then the tab. */
export async function openAdminTab(page: Page, lng: string, section: TAdminSection, name: string): Promise<Locator> {
  await openAdminSection(page, lng, section);
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}
