import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies } from './helpers/storage.ts';

/**
 * Whether a visible role=status element is, or sits in, a fixed layer covering the whole viewport.
 * The status role may be on the overlay or on the spinner inside it; both are the same for a user.
 */
async function overlayCoversViewport(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="status"]')].some((status) => {
      if (!status.checkVisibility({ opacityProperty: false, visibilityProperty: true })) return false;
      for (
        let element: Element | null = status;
        element && element !== document.body;
        element = element.parentElement
      ) {
        const { position } = getComputedStyle(element);
        if (position !== 'fixed' && position !== 'absolute') continue;
        const box = element.getBoundingClientRect();
        if (
          box.left <= 0 &&
          box.top <= 0 &&
          box.right >= window.innerWidth - 1 &&
          box.bottom >= window.innerHeight - 1
        ) {
          return true;
        }
      }
      return false;
    }),
  );
}

test('[LOADING] a full-screen status overlay shows while a request runs, and goes away after', async ({ page }) => {
  await acceptCookies(page);
  await signInAsAdmin(page);
  // A signed-in page loads the user's profile at start; holding every API answer back keeps that
  // request running long enough to see the overlay.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/**', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/mypage', { waitUntil: 'commit' });
  await expect.poll(() => overlayCoversViewport(page), { timeout: 10_000 }).toBe(true);

  release();
  await expectPageTitle(page, 'ta', 'myPage');
  await expect.poll(() => overlayCoversViewport(page)).toBe(false);
});
