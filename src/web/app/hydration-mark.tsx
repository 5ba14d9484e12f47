import { useEffect } from 'react';

// The parts of a page that hydrate on their own (each is a Suspense boundary).
const PARTS = ['header', 'page', 'footer'] as const;
type TPart = (typeof PARTS)[number];
const hydrated = new Set<TPart>();

/**
 * Placed inside each part that hydrates on its own: once all of them have, `<html data-hydrated>`
 * says the server's HTML is now the live app. Browser tests wait for that mark, not for a time.
 */
export function HydrationMark({ part }: { part: TPart }) {
  useEffect(() => {
    hydrated.add(part);
    if (PARTS.every((each) => hydrated.has(each))) document.documentElement.dataset.hydrated = 'true';
  }, [part]);
  return null;
}
