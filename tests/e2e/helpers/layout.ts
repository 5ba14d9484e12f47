import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

type TOverflowReport = { width: number; scrollWidth: number; offenders: string[]; sideScrollers: string[] };

/**
 * Nothing on the page, an open dialog included, reaches past the left or right edge of the screen:
 * the page does not scroll sideways, no box scrolls sideways inside it (a dialog, a tab strip), and
 * no button or text is cut off by a box that clips it. Parts hidden on purpose (1 px visually-hidden
 * text, the clipped table headers of the card view) do not count, nor does the inside of a region made
 * to scroll sideways on its own (a chart: a focusable role=region); that region itself must fit.
 */
export async function expectNothingPastTheEdges(page: Page, what: string) {
  const report = await page.evaluate((): TOverflowReport => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (node: Element) => ['auto', 'scroll'].includes(getComputedStyle(node).overflowX);
    const isScrollRegion = (node: Element) => node.getAttribute('role') === 'region' && scrollsSideways(node);
    const hiddenOnPurpose = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const rect = node.getBoundingClientRect();
        if (rect.width <= 1 && rect.height <= 1) return true;
        if (node !== element && isScrollRegion(node)) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const classes = (element.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean);
      const name = [element.tagName.toLowerCase(), ...classes].join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${name} "${text}" spans ${Math.round(rect.left)}..${Math.round(rect.right)}`;
    };
    const offenders: string[] = [];
    const sideScrollers: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden' || hiddenOnPurpose(element)) continue;
      if (rect.right > width + 0.5 || rect.left < -0.5) offenders.push(describe(element));
      if (!isScrollRegion(element) && scrollsSideways(element) && element.scrollWidth > element.clientWidth + 1) {
        sideScrollers.push(`${describe(element)} scrolls ${element.scrollWidth} px in ${element.clientWidth}`);
      }
    }
    return {
      width,
      scrollWidth: document.documentElement.scrollWidth,
      offenders: offenders.slice(0, 6),
      sideScrollers: sideScrollers.slice(0, 6),
    };
  });
  expect(report.scrollWidth, `${what}: the page is ${report.scrollWidth} px wide`).toBeLessThanOrEqual(report.width);
  expect(report.offenders, `${what}: past the screen's edges`).toEqual([]);
  expect(report.sideScrollers, `${what}: boxes that scroll sideways`).toEqual([]);
}

/** The element is wholly inside the window: nothing of it needs scrolling sideways to be seen. */
export async function expectWhollyInView(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  const width = await locator.page().evaluate(() => document.documentElement.clientWidth);
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width);
}

/**
 * Every button in `scope` whose label wraps onto more lines keeps at least 12 px between its edge
 * and the letters (measured on the text itself: Tamil letters reach far above and below the line).
 * Returns how many wrapped buttons it checked.
 */
export async function expectWrappedButtonsRoomy(scope: Locator, what: string): Promise<number> {
  const wrapped = await scope.evaluate((root) =>
    [...root.querySelectorAll('.ui-button, .button-link')].flatMap((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (new Set(lines.map((rect) => Math.round(rect.top))).size < 2) return [];
      const box = button.getBoundingClientRect();
      return [
        {
          text: (button.textContent ?? '').trim().slice(0, 30),
          above: Math.min(...lines.map((rect) => rect.top)) - box.top,
          below: box.bottom - Math.max(...lines.map((rect) => rect.bottom)),
        },
      ];
    }),
  );
  for (const button of wrapped) {
    expect(button.above, `${what}: room above "${button.text}"`).toBeGreaterThanOrEqual(12);
    expect(button.below, `${what}: room below "${button.text}"`).toBeGreaterThanOrEqual(12);
  }
  return wrapped.length;
}
