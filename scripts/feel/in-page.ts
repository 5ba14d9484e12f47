// What runs inside the measured page: a check, once a frame, of whether the expected thing is on
// screen (geometry, visibility, opacity, a loaded picture), and the timestamps of the person's touch
// and of the first frame that shows the answer. It never reads Event Timing: a press the page holds
// and replays later would be timed from the replay, hiding the wait.
import type { Page } from 'playwright-core';

/**
 * All must hold. selector: some element matching it is visible (with exactly this text, after
 * collapsing white space, when text is given; with its picture decoded when imageLoaded); gone: no
 * element matching it is visible; htmlLang: the document's language. Visible means rendered, not
 * hidden by style or opacity, and inside the first screen; with belowTheFold, anywhere on the page
 * (a table that starts under a phone's first screen).
 */
export type TCondition =
  | { selector: string; text?: string; imageLoaded?: boolean; belowTheFold?: boolean }
  | { gone: string }
  | { htmlLang: string };

/**
 * Performance.now() times, in the page's clock (0 = navigation start): startedAt is the touch's own
 * timestamp; scripts are those that finished downloading between the touch and visibleAt.
 */
export type TWatchResult = {
  startedAt: number;
  visibleAt: number;
  scripts: number;
  scriptBytes: number;
  contentAt: number | null;
};

type TFeel = {
  contentAt: number | null;
  arm: (conditions: TCondition[]) => void;
  result: (timeoutMs: number) => Promise<TWatchResult>;
};

declare global {
  interface Window {
    __feel?: TFeel;
  }
}

/** Stringified into the page: it must not use anything from this module's scope. */
function installFeel(contentConditions: TCondition[]) {
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const onScreen = (element: Element, belowTheFold = false) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
      return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      (belowTheFold || (box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth))
    );
  };
  const pictureReady = (element: Element) => {
    const image = element instanceof HTMLImageElement ? element : element.querySelector('img');
    return image !== null && image.complete && image.naturalWidth > 0;
  };
  const holds = (condition: TCondition) => {
    if ('htmlLang' in condition) return document.documentElement.lang === condition.htmlLang;
    if ('gone' in condition)
      return !Array.from(document.querySelectorAll(condition.gone)).some((element) => onScreen(element));
    return Array.from(document.querySelectorAll(condition.selector)).some(
      (element) =>
        onScreen(element, condition.belowTheFold) &&
        (condition.text === undefined || textOf(element) === condition.text) &&
        (!condition.imageLoaded || pictureReady(element)),
    );
  };
  const allHold = (conditions: TCondition[]) => conditions.every(holds);

  /** Calls back with the time of the first frame in which every condition holds. */
  const whenOnScreen = (conditions: TCondition[], found: (at: number) => void) => {
    const check = () => {
      if (document.documentElement && allHold(conditions)) found(performance.now());
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };

  const feel: TFeel = {
    contentAt: null,
    arm: () => undefined,
    result: () => Promise.reject(new Error('not armed')),
  };
  window.__feel = feel;
  if (contentConditions.length > 0) whenOnScreen(contentConditions, (at) => (feel.contentAt = at));

  /** What a watch found, timed from the touch (from: in this document's clock, before 0 after a navigation). */
  const resultFrom = (from: number, visibleAt: number): TWatchResult => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.responseEnd > from && entry.responseEnd <= visibleAt);
    return {
      startedAt: from,
      visibleAt,
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
      contentAt: feel.contentAt,
    };
  };
  const resultWithin = (done: Promise<TWatchResult>, timeoutMs: number, touched: () => boolean) =>
    Promise.race([
      done,
      new Promise<TWatchResult>((_, reject) =>
        setTimeout(
          () => reject(new Error(touched() ? `not visible in ${timeoutMs} ms` : 'no touch reached the page')),
          timeoutMs,
        ),
      ),
    ]);
  // A touch whose answer is another document (a language loads the page in it): the watch goes on
  // here, timed from the touch in the previous document (same origin, so the same session storage).
  const PENDING_KEY = '__feelPending';
  const pending = sessionStorage.getItem(PENDING_KEY);
  if (pending) {
    sessionStorage.removeItem(PENDING_KEY);
    const { conditions, touchedEpoch } = JSON.parse(pending) as { conditions: TCondition[]; touchedEpoch: number };
    const done = new Promise<TWatchResult>((resolve) =>
      whenOnScreen(conditions, (visibleAt) => resolve(resultFrom(touchedEpoch - performance.timeOrigin, visibleAt))),
    );
    feel.result = (timeoutMs) => resultWithin(done, timeoutMs, () => true);
  }

  feel.arm = (conditions) => {
    let touchedAt: number | null = null;
    let settle: (result: TWatchResult) => void = () => undefined;
    const done = new Promise<TWatchResult>((resolve) => (settle = resolve));
    const onTouch = (event: Event) => {
      if (touchedAt !== null) return;
      touchedAt = event.timeStamp;
      removeEventListener('touchstart', onTouch, true);
      const from = touchedAt;
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ conditions, touchedEpoch: performance.timeOrigin + from }));
      whenOnScreen(conditions, (visibleAt) => {
        sessionStorage.removeItem(PENDING_KEY);
        settle(resultFrom(from, visibleAt));
      });
    };
    // Capture on the window: it runs before the page's own handlers, including the one that holds a press.
    addEventListener('touchstart', onTouch, { capture: true, passive: true });
    feel.result = (timeoutMs) => resultWithin(done, timeoutMs, () => touchedAt !== null);
  };
}

/**
 * Installs the watcher in every document the page opens, before the page's own scripts; it times the
 * page's content (navigation start to contentConditions on screen) by itself. tsx names functions
 * with a __name helper the page does not have, so a stand-in comes first.
 */
export async function installWatcher(page: Page, contentConditions: TCondition[]): Promise<void> {
  await page.addInitScript({
    content: `globalThis.__name ??= (fn) => fn;\n(${installFeel.toString()})(${JSON.stringify(contentConditions)});`,
  });
}

/** Starts watching for conditions; the clock starts at the next touch. */
export async function arm(page: Page, conditions: TCondition[]) {
  await page.evaluate((list) => window.__feel!.arm(list), conditions);
}

/** The watch's result; when the touch's answer is a new document, read there (the watch went on in it). */
export async function watchResult(page: Page, timeoutMs: number): Promise<TWatchResult> {
  for (;;) {
    try {
      return await page.evaluate((timeout) => window.__feel!.result(timeout), timeoutMs);
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(error instanceof Error ? error.message : '')) throw error;
      await page.waitForLoadState('domcontentloaded', { timeout: timeoutMs });
    }
  }
}
