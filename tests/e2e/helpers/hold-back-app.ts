import type { Page } from '@playwright/test';

/** The app's own chunk (entry-hydrate) waits until release() is called, as on a slow connection. */
export async function holdBackTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/entry-hydrate-[^/]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, wasAsked: () => asked };
}
