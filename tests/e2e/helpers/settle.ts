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
 * Waits until the app has hydrated (it marks `<html data-hydrated>`) and no fetch has been in flight for
 * a moment: the page as a person meets it, with what its effects load. Needs `countFetches` (the e2e
 * fixture installs it).
 */
export async function waitForPageSettled(page: Page, timeout = 10_000) {
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
