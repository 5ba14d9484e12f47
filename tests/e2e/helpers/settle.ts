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

type TSettledCheck = { quietMs: number; withContent: boolean };

// Runs in the page: hydrated, no fetch for a moment and, when asked, all the page shows in place.
function isSettled({ quietMs, withContent }: TSettledCheck): boolean {
  const fetches = (window as unknown as { __e2eFetches?: { inFlight: number; lastChange: number } }).__e2eFetches;
  if (document.documentElement.dataset.hydrated !== 'true' || !fetches) return false;
  if (fetches.inFlight > 0 || performance.now() - fetches.lastChange < quietMs) return false;
  if (!withContent) return true;
  // A loading sign stands where code or data is still on its way (a tab's code arrives when it is
  // first opened); fonts and pictures that arrive late change the layout.
  const picturesLoaded = [...document.images].every((image) => image.complete || image.loading === 'lazy');
  return !document.querySelector('.ui-loading') && document.fonts.status === 'loaded' && picturesLoaded;
}

/**
 * Waits until the app has hydrated (it marks `<html data-hydrated>`) and no fetch has been in flight for
 * a moment: the page as a person meets it, with what its effects load. Needs `countFetches` (the e2e
 * fixture installs it).
 */
export function waitForPageSettled(page: Page, timeout = 10_000) {
  return waitUntilSettled(page, false, timeout);
}

/**
 * Waits until the page has settled (waitForPageSettled) with everything it shows in place: no loading
 * sign, its fonts and pictures loaded. A layout measured then is the page's final one, known as soon as
 * it is there rather than after the network has been silent for half a second.
 */
export function waitForContentSettled(page: Page, timeout = 10_000) {
  return waitUntilSettled(page, true, timeout);
}

async function waitUntilSettled(page: Page, withContent: boolean, timeout: number) {
  await showAPersonIsThere(page);
  await page.waitForFunction(isSettled, { quietMs: QUIET_MS, withContent }, { timeout, polling: 50 });
}
