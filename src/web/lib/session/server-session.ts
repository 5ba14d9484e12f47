import type { QueryClient } from '@tanstack/react-query';
import { writeStorage } from '../browser-storage.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { hasRefreshMarker, REFRESH_COOKIE_MARKER } from './stored-session.ts';

/**
 * Where a page the server rendered for a signed-in person keeps who that is (docs/decisions/0022):
 * the app shows that person until its own session check answers, so hydration matches the page.
 */
export const SERVER_SESSION_QUERY_KEY = ['serverSession'] as const;

/**
 * In the browser, before hydrating: the server rendered the page for the session its refresh cookie
 * holds, so the marker that one was issued is true, even where local storage lost it. Set before
 * anything renders, the first authenticated call already knows to wait for the session's refresh.
 */
export function noteServerSession(queryClient: QueryClient): void {
  if (queryClient.getQueryData(SERVER_SESSION_QUERY_KEY) && !hasRefreshMarker()) {
    writeStorage(STORAGE_KEYS.refreshToken, REFRESH_COOKIE_MARKER);
  }
}
