import { matchPath } from 'react-router';
import { ROUTES, type TRouteDefinition } from './routes.ts';

export type TRouteMatch = { route: TRouteDefinition; params: Record<string, string | undefined> };

/** Exact, case-sensitive matching (SPEC section 2: "All routes match exactly"). */
export function matchRoute(pathname: string): TRouteMatch | null {
  for (const route of ROUTES) {
    for (const path of route.paths) {
      const match = matchPath({ path, caseSensitive: true, end: true }, pathname);
      if (match) return { route, params: match.params };
    }
  }
  return null;
}
