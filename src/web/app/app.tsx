import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AppEffects } from './app-effects.tsx';
import { AppLayout } from './app-layout.tsx';
import { isExactPathShape } from './match-route.ts';
import { RouteElement } from './route-element.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { ROUTES } from './routes.ts';

export function App() {
  const { pathname } = useLocation();
  return (
    <AppLayout>
      <AppEffects />
      <RouteErrorBoundary key={pathname}>
        {isExactPathShape(pathname) ? (
          <Routes>
            {ROUTES.flatMap((route) =>
              route.paths.map((path) => (
                <Route key={path} path={path} caseSensitive element={<RouteElement route={route} />} />
              )),
            )}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        ) : (
          <Navigate to="/" replace />
        )}
      </RouteErrorBoundary>
    </AppLayout>
  );
}
