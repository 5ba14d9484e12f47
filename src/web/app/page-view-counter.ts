import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analyticalConsentGiven } from '../lib/cookie-consent.ts';
import { matchRoute } from './match-route.ts';

const PAGE_VIEW_URL = '/api/analytics/page-view';

/** Global Privacy Control: the browser then also sends Sec-GPC, which the server honours; we skip the call. */
function privacyControlOn(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * One anonymous page view after hydration and after each client navigation, only while the visitor
 * allows analytical cookies. The choice is read in the effect, so a change counts from the next page.
 * A plain fetch, not apiRequest: no loading overlay, no cookie, and a failure is nobody's concern.
 */
export function usePageViewCounter() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Unknown paths are about to be redirected to '/', which is counted instead.
    if (!analyticalConsentGiven() || privacyControlOn() || !matchRoute(pathname)) return;
    fetch(PAGE_VIEW_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: pathname }),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname]);
}
