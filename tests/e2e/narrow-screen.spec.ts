import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { weekdayOf } from '../../src/shared/activity-schedule.ts';
import { openAdminTab, type TAdminSection } from './helpers/admin-sections.ts';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { expectPageTitle } from './helpers/page.ts';
import { uniqueWord } from './helpers/people.ts';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './helpers/routes.ts';
import { dayFromToday } from './helpers/signup-data.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES } from './helpers/test-env.ts';

// The smallest phone screen the site is made for: nothing may need sideways scrolling to be read.
const NARROW = { width: 320, height: 640 };

for (const lng of E2E_LANGUAGES) {
  test(`[PUBLIC][320PX] every public page fits a 320 px wide screen (${lng})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(NARROW);
    await useLanguage(page, lng);
    await acceptCookies(page);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await expectPageTitle(page, lng, route.pageKey);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${route.path} is ${width} px wide`).toBeLessThanOrEqual(NARROW.width);
    }
  });
}

/**
 * The board writes an activity's name and place as it likes: one word longer than a narrow screen (a
 * Swedish compound, a web address) must wrap on every page that shows it. Returns the activity and a
 * day it met.
 */
async function activityWithLongWords(request: APIRequestContext): Promise<{ id: number; metOn: string }> {
  const word = uniqueWord();
  const metOn = dayFromToday(-7);
  const created = await request.post('/api/admin/activities', {
    headers: { authorization: `Bearer ${await adminAccessToken()}` },
    data: {
      nameTa: `சிறுவர்பாடகர்குழுப்பயிற்சிச்சனிக்கிழமைக்காலைக்குழு${word}`,
      nameEn: `Childrenschoirsaturdaymorningpracticegroup${word}`,
      nameSv: `Barnkörsövningslördagsförmiddagsgruppen${word}`,
      place: `https://www.example.org/lokaler/medborgarhuset/stora-salen-${word}`,
      audience: 'everyone',
      minAge: null,
      maxAge: null,
      weekday: weekdayOf(metOn),
      startTime: '10:00',
      endTime: '11:30',
      startsOn: dayFromToday(-28),
      endsOn: dayFromToday(28),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  return { id, metOn };
}

/** The weekly activities' and the grant report's signed-in pages, and the board's tabs for them. */
const ACTIVITY_PAGES = PROTECTED_ROUTES.filter((route) => ['attendance', 'grantReportPrint'].includes(route.pageKey));
const ACTIVITY_TABS: readonly [TAdminSection, string][] = [
  ['members', 'admin:registerImport.tab'],
  ['events', 'activities:admin.tab'],
  ['events', 'admin:grantReport.tab'],
];

for (const lng of E2E_LANGUAGES) {
  test(`[ADMIN][320PX][A11Y] an activity, the attendance pages, the printable grant report and the board's import, activities and grant report tabs fit 320 px, axe clean (${lng})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(NARROW);
    await useLanguage(page, lng);
    await acceptCookies(page);
    const activity = await activityWithLongWords(request);
    // The list of activities and an activity's own page, whose heading is the activity's name.
    await page.goto('/activities');
    await expect(page.locator(`a[href="/activities/${activity.id}"]`).first()).toBeVisible();
    await expectNothingPastTheEdges(page, 'the activities at 320 px');
    await page.goto(`/activities/${activity.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);
    await expectNothingPastTheEdges(page, 'an activity at 320 px');
    await signInAsAdmin(page);
    const attendanceList = { path: `/attendance/${activity.id}/${activity.metOn}`, pageKey: 'attendanceList' };
    for (const route of [...ACTIVITY_PAGES, attendanceList]) {
      await page.goto(route.path);
      await expectPageTitle(page, lng, route.pageKey);
      await expect(page.locator('.ui-loading')).toHaveCount(0);
      await expectNothingPastTheEdges(page, `${route.path} at 320 px`);
    }
    for (const [section, tabKey] of ACTIVITY_TABS) {
      await page.goto('/admindashboard');
      const panel = await openAdminTab(page, lng, section, t(lng, tabKey));
      await expect(panel).toBeVisible();
      await expect(panel.locator('.ui-loading')).toHaveCount(0);
      await expectNoAxeViolationsOnceSettled(page);
      await expectNothingPastTheEdges(page, `the ${t(lng, tabKey)} tab at 320 px`);
    }
  });
}
