import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { associationName, t } from './helpers/i18n.ts';
import { expectWrappedButtonsRoomy } from './helpers/layout.ts';
import { expectPageTitle, languagePicker } from './helpers/page.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES } from './helpers/test-env.ts';

// The frame every page shares, on the smallest phone the site is made for (320 px).
const NARROW = { width: 320, height: 640 };

type TBox = { x: number; y: number; width: number; height: number };

const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator, what: string): Promise<TBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} has no box`);
  return box;
}

/** The profile button's name, whoever is signed in: the catalog text around {{name}}. */
function profileButtonName(lng: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = t(lng, 'common:profile.open').split('{{name}}');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/** The site name's own text lies clear of every tool in the header and inside the screen. */
async function expectNameClearOfTools(page: Page, lng: string) {
  const banner = page.getByRole('banner');
  const name = await boxOf(banner.getByText(associationName(lng), { exact: true }), 'site name');
  expect(name.x + name.width, 'site name inside the screen').toBeLessThanOrEqual(NARROW.width);
  const tools = [languagePicker(page, lng), banner.getByRole('button')];
  for (const group of tools) {
    for (const tool of await group.all()) {
      if (!(await tool.isVisible())) continue;
      const label = (await tool.getAttribute('aria-label')) ?? (await tool.textContent()) ?? '';
      expect(overlaps(name, await boxOf(tool, label)), `site name under "${label.trim()}"`).toBe(false);
    }
  }
}

for (const lng of E2E_LANGUAGES) {
  test.describe(`at 320 px in ${lng}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(NARROW);
      await useLanguage(page, lng);
      await acceptCookies(page);
    });

    test(`[FRAME][320PX] the site name never lies under the header's tools (${lng})`, async ({ page }) => {
      await page.goto('/');
      await expectPageTitle(page, lng, 'home');
      await expectNameClearOfTools(page, lng);
      await signInAsAdmin(page);
      await page.goto('/events');
      await expect(page.getByRole('button', { name: profileButtonName(lng) })).toBeVisible();
      await expectNameClearOfTools(page, lng);
    });

    test(`[FRAME][320PX] the skip link takes no pixels until a keyboard reaches it (${lng})`, async ({ page }) => {
      await page.goto('/');
      await expectPageTitle(page, lng, 'home');
      const skip = page.getByRole('link', { name: t(lng, 'common:skipToContent'), exact: true });
      const hidden = await boxOf(skip, 'skip link');
      expect(hidden.width * hidden.height, 'hidden skip link area').toBeLessThanOrEqual(1);
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      const shown = await boxOf(skip, 'focused skip link');
      expect(shown.width).toBeGreaterThan(40);
      expect(shown.x + shown.width).toBeLessThanOrEqual(NARROW.width);
    });

    test(`[FRAME][320PX] the footer names the country in the language and breaks no word (${lng})`, async ({
      page,
    }) => {
      await page.goto('/contactus');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(t(lng, 'common:countries.SE'));
      if (lng !== 'en') await expect(footer).not.toContainText('Sweden');
      const broken = await footer.evaluate((element) => {
        const words: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) words.push(match[0]);
          }
        }
        return words;
      });
      expect(broken, 'words split across lines').toEqual([]);
    });
  });
}

test('[UI][320PX] a Tamil button whose label wraps keeps room above and below its letters', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await useLanguage(page, 'ta');
  await acceptCookies(page);
  await page.goto('/memberregistration');
  await expectPageTitle(page, 'ta', 'registration');
  expect(await expectWrappedButtonsRoomy(page.getByRole('main'), 'registration'), 'wrapped buttons').toBeGreaterThan(0);
});
