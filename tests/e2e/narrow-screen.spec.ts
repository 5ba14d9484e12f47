import { expect } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { expectPageTitle } from './helpers/page.ts';
import { PUBLIC_ROUTES } from './helpers/routes.ts';
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
