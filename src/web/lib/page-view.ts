import { analyticalConsentGiven } from './stored-cookie-choice.ts';

const PAGE_VIEW_URL = '/api/analytics/page-view';

/** Global Privacy Control: the browser then also sends Sec-GPC, which the server honours; we skip the call. */
function privacyControlOn(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * One anonymous page view, only while the visitor allows analytical cookies (read now, so a changed
 * choice counts from the next page). A plain fetch, not apiRequest: no loading overlay, no cookie,
 * and a failure is nobody's concern. Free of React: the entry script counts the document's own page.
 */
export function countPageView(path: string): void {
  if (!analyticalConsentGiven() || privacyControlOn()) return;
  fetch(PAGE_VIEW_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path }),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}
