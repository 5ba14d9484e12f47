import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  ADMIN_SECTIONS,
  adminSectionMenu,
  openAdminSection,
  SECTION_TAB_COUNTS,
  type TAdminSection,
} from './helpers/admin-sections.ts';
import { signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';

/** What shows a section is open: its first tab, or its one panel's heading. */
const FIRST_CONTENT: Record<TAdminSection, { role: 'tab' | 'heading'; key: string }> = {
  members: { role: 'tab', key: 'admin:tabs.allMembers' },
  money: { role: 'tab', key: 'admin:finance.tab' },
  events: { role: 'tab', key: 'admin:tabs.events' },
  content: { role: 'tab', key: 'news:admin.tab' },
  association: { role: 'tab', key: 'site:settings.tab' },
};

async function expectSectionShown(page: Page, lng: string, section: TAdminSection) {
  const { role, key } = FIRST_CONTENT[section];
  await expect(page.getByRole(role, { name: new RegExp(`^${t(lng, key)}`) }).first()).toBeVisible();
  const current = adminSectionMenu(page, lng).locator('[aria-current="page"]');
  await expect(current).toHaveText(t(lng, `admin:sections.${section}`));
}

for (const [width, lng] of [
  [390, 'ta'],
  [1280, 'en'],
] as const) {
  test(`[ADMIN] every section of the board's area opens from its menu and by its own address at ${width} px (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await chooseLanguage(page, lng);
    await acceptCookies(page);
    await signInAsAdmin(page);

    // The dashboard's own address opens on the members' four tables.
    await page.goto('/admindashboard');
    // The first load checks the session in the browser (this test's session is a stored token).
    await expect(page.locator('h1')).toBeVisible({ timeout: 15_000 });
    await expectPageTitle(page, lng, 'adminDashboard');
    await expectSectionShown(page, lng, 'members');
    await expect(page.getByRole('tab')).toHaveCount(SECTION_TAB_COUNTS.members);

    for (const section of ADMIN_SECTIONS) {
      await openAdminSection(page, lng, section);
      await expectSectionShown(page, lng, section);
      await expectNothingPastTheEdges(page, `${section} from the menu at ${width} px`);
    }
    for (const section of ADMIN_SECTIONS) {
      await page.goto(`/admindashboard/${section}`);
      await expect(page.locator('h1')).toBeVisible({ timeout: 15_000 });
      await expectPageTitle(page, lng, 'adminDashboard');
      await expectSectionShown(page, lng, section);
    }
    // The menu stays a compact block on a phone: its links wrap, none runs past the edge.
    const menuBox = await adminSectionMenu(page, lng).boundingBox();
    expect(menuBox?.height ?? 0).toBeLessThan(width < 600 ? 200 : 80);
  });
}
