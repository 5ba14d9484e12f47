import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../components/ui/loading.tsx';
import { useRequestsInFlight } from '../lib/request-tracker.ts';
import { CookieNotice } from './layout/cookie-notice.tsx';
import { SiteFooter } from './layout/site-footer.tsx';
import { SiteHeader } from './layout/site-header.tsx';
import { HydrationMark } from './hydration-mark.tsx';

/** Reads the requests in flight itself: a change re-renders the overlay, not the whole layout. */
function RequestsOverlay() {
  const busy = useRequestsInFlight();
  return <LoadingOverlay visible={busy} />;
}

/*
 * The header and the footer are Suspense boundaries (the page is one too, route-element.tsx) although
 * nothing in them suspends: on a server-rendered page React hydrates each boundary in a pass of its
 * own after the frame, and hydrates one the visitor touches first. No single hydration step then
 * holds a phone's main thread for long (docs/decisions/0007).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      {/* First, so the first Tab of a visit reaches the choice it asks for. */}
      <CookieNotice />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Suspense>
        <SiteHeader />
        <HydrationMark part="header" />
      </Suspense>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Suspense>
        <SiteFooter />
        <HydrationMark part="footer" />
      </Suspense>
      <RequestsOverlay />
    </>
  );
}
