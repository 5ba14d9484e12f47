import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../components/ui/loading.tsx';
import { useRequestsInFlight } from '../lib/request-tracker.ts';
import { CookieNotice } from './layout/cookie-notice.tsx';
import { SiteFooter } from './layout/site-footer.tsx';
import { SiteHeader } from './layout/site-header.tsx';

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const busy = useRequestsInFlight();
  return (
    <>
      {/* First, so the first Tab of a visit reaches the choice it asks for. */}
      <CookieNotice />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <LoadingOverlay visible={busy} />
    </>
  );
}
