import { useEffect } from 'react';
import { HYDRATED_DATASET_KEY, HYDRATED_MARK } from '../lib/boot/when-hydrated.ts';

// The parts of a page that hydrate on their own (each is a Suspense boundary).
const PARTS = ['header', 'page', 'footer'] as const;
type TPart = (typeof PARTS)[number];
const hydrated = new Set<TPart>();

/**
 * Placed inside each part that hydrates on its own: once all of them have, `<html data-hydrated>`
 * says the server's HTML is now the live app. The entry script and browser tests wait for that mark.
 */
export function HydrationMark({ part }: { part: TPart }) {
  useEffect(() => {
    hydrated.add(part);
    if (!PARTS.every((each) => hydrated.has(each)) || document.documentElement.dataset[HYDRATED_DATASET_KEY]) return;
    document.documentElement.dataset[HYDRATED_DATASET_KEY] = 'true';
    // The moment the page is interactive, for measurements (Lighthouse's user timings).
    performance.mark(HYDRATED_MARK);
  }, [part]);
  return null;
}
