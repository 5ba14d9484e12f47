import { expect } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES } from './helpers/test-env.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

for (const lng of E2E_LANGUAGES) {
  test(`[ACCOUNTS] signing up and a forgotten password have headings of their own, not "Sign in" (${lng})`, async ({
    page,
  }) => {
    await useLanguage(page, lng);
    await page.goto('/memberlogin?view=signup');
    await expectPageTitle(page, lng, 'signup');
    await page.goto('/memberlogin?view=forgotpassword');
    await expectPageTitle(page, lng, 'forgotPassword');
    await page.goto('/memberlogin');
    await expectPageTitle(page, lng, 'login');
  });
}

for (const width of [390, 1280]) {
  test(`[FINANCE] at ${width} px the chart's labels are no larger than the figures they illustrate`, async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/finance-report/2022');
    await expectPageTitle(page, 'en', 'financeReport');
    const figure = page.getByRole('table').getByRole('cell').first();
    await expect(figure).toBeVisible();
    const figureSize = await figure.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const labels = page.getByRole('main').locator('svg text');
    await expect(labels).toHaveCount(3);
    // The size on screen: the font size as the SVG's scaling draws it.
    const labelSizes = await labels.evaluateAll((texts) =>
      texts.map((text) => {
        const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 1;
        return parseFloat(getComputedStyle(text).fontSize) * scale;
      }),
    );
    for (const size of labelSizes) expect(size).toBeLessThanOrEqual(figureSize);
  });
}
