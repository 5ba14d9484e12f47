import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { countPageView } from '../lib/page-view.ts';
import { matchRoute } from './match-route.ts';

/** The last path counted in this document; null until the app's first render of it. */
let lastCounted: string | null = null;

/**
 * One anonymous page view after each client-side navigation. The page the document was served for
 * is counted by the entry script, which runs whether or not the app ever loads (public pages load it
 * only once a person uses them), so the app's first location is only remembered here.
 */
export function usePageViewCounter() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (lastCounted === null || pathname === lastCounted) {
      lastCounted = pathname;
      return;
    }
    lastCounted = pathname;
    // Unknown paths are about to be redirected to '/', which is counted instead.
    if (matchRoute(pathname)) countPageView(pathname);
  }, [pathname]);
}
