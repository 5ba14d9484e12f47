import { Suspense, useEffect } from 'react';
import { Loading } from '../components/ui/loading.tsx';
import { ProtectedPage } from './guards/protected-page.tsx';
import { HydrationMark } from './hydration-mark.tsx';
import type { TRouteDefinition } from './routes.ts';

const ADMIN_PAGES = new Set(['adminDashboard', 'adminFamily', 'editEvent', 'eventBookings', 'eventCheckin']);
const DEVELOPER_PAGES = new Set(['more']);

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
      <Page />
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
