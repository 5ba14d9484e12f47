import type { Page } from '@playwright/test';

/**
 * Runs in every page before its scripts: counts the page's fetches in flight and remembers when the
 * last one started or ended, so a test can wait for the page to be done rather than for a fixed time.
 */
export function countFetches() {
  const state = { inFlight: 0, lastChange: performance.now() };
  Object.defineProperty(window, '__e2eFetches', { value: state });
  const original = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    state.inFlight += 1;
    state.lastChange = performance.now();
    return original(...args).finally(() => {
      state.inFlight -= 1;
      state.lastChange = performance.now();
    });
  };
}

/** How long no fetch may have started or ended: a data request that follows another starts well within it. */
const QUIET_MS = 150;

/**
 * A public page loads the app at the first sign of a person (a pointer that moves, a touch, a key):
 * the pointer moves as a person's would, away from anything that reacts to hovering.
 */
export async function showAPersonIsThere(page: Page) {
  // Two positions: a move to where the pointer already is may send no event at all.
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}

/**
 * Waits until the app has hydrated (it marks `<html data-hydrated>`) and no fetch has been in flight for
 * a moment: the page as a person meets it, with what its effects load. Needs `countFetches` (the e2e
 * fixture installs it).
 */
export async function waitForPageSettled(page: Page, timeout = 10_000) {
  await showAPersonIsThere(page);
  await page.waitForFunction(
    (quietMs) => {
      const fetches = (window as unknown as { __e2eFetches?: { inFlight: number; lastChange: number } }).__e2eFetches;
      if (document.documentElement.dataset.hydrated !== 'true' || !fetches) return false;
      return fetches.inFlight === 0 && performance.now() - fetches.lastChange >= quietMs;
    },
    QUIET_MS,
    { timeout, polling: 50 },
  );
}
