import { matchPath } from 'react-router';
import { ROUTES, type TRouteDefinition } from './routes.ts';

export type TRouteMatch = { route: TRouteDefinition; params: Record<string, string | undefined> };

/**
 * The router forgives a trailing slash and doubled slashes ("/events/" finds "/events"); an exact
 * match does not, so such a path is unknown and goes to / like any other.
 */
export function isExactPathShape(pathname: string): boolean {
  return pathname === '/' || (!pathname.endsWith('/') && !pathname.includes('//'));
}

/** Exact, case-sensitive matching: every route matches its path exactly, nothing more or less. */
export function matchRoute(pathname: string): TRouteMatch | null {
  if (!isExactPathShape(pathname)) return null;
  for (const route of ROUTES) {
    for (const path of route.paths) {
      const match = matchPath({ path, caseSensitive: true, end: true }, pathname);
      if (match) return { route, params: match.params };
    }
  }
  return null;
}
