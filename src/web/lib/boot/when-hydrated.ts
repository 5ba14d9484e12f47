/**
 * `<html data-hydrated="true">`: set by the app once the header, the page and the footer have all
 * hydrated (app/hydration-mark.tsx). Browser tests and the entry script wait for it, never for a time.
 */
export const HYDRATED_DATASET_KEY = 'hydrated';

/** The performance mark made at the same moment: what a measurement calls "interactive". */
export const HYDRATED_MARK = 'hydrated';

export function isHydrated(): boolean {
  return document.documentElement.dataset[HYDRATED_DATASET_KEY] === 'true';
}

/** Calls back once, when the app has marked the page hydrated (at once if it already has). */
export function whenHydrated(callback: () => void): void {
  if (isHydrated()) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!isHydrated()) return;
    observer.disconnect();
    callback();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [`data-${HYDRATED_DATASET_KEY}`] });
}
