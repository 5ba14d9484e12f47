import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/ui/loading.tsx';
import { ProtectedPage } from './guards/protected-page.tsx';
import { HydrationMark } from './hydration-mark.tsx';
import type { TRouteDefinition } from './routes.ts';

const ADMIN_PAGES = new Set([
  'adminDashboard',
  'adminFamily',
  'editEvent',
  'eventBookings',
  'eventCheckin',
  'grantReportPrint',
]);
const DEVELOPER_PAGES = new Set(['more']);

/**
 * Renders the page only once every catalog namespace it declares is loaded in the current
 * language: on a navigation inside the site (and after a change of language) a namespace the server
 * did not embed is fetched first, and the page never shows a catalog key in place of its text. A
 * navigation is a transition, so the previous page stays on screen meanwhile.
 */
function WithNamespaces({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  useTranslation(namespaces, { useSuspense: true });
  return children;
}

export function RouteElement({ route }: { route: TRouteDefinition }) {
  const { Page } = route.page;
  const isProtected = route.access === 'protected';

  // While the guard waits for the session (right after a sign-in, say), the page's code is already
  // on its way; otherwise it would start only once the session is known.
  useEffect(() => {
    if (isProtected) void route.page.preload().catch(() => undefined);
  }, [isProtected, route]);

  const page = (
    <Suspense fallback={<Loading />}>
      <WithNamespaces namespaces={route.namespaces ?? []}>
        <Page />
      </WithNamespaces>
      <HydrationMark part="page" />
    </Suspense>
  );
  if (!isProtected) return page;
  // A screen tall from the start (layout.css): the page fills in once its data is there, and would
  // otherwise push the footer down on screen, a layout shift.
  return (
    <div className="protected-page">
      <ProtectedPage adminOnly={ADMIN_PAGES.has(route.pageKey)} developerOnly={DEVELOPER_PAGES.has(route.pageKey)}>
        {page}
      </ProtectedPage>
    </div>
  );
}
