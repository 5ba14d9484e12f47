import { apiRequest, ApiError, onMissingToken, onRefusedToken } from '../api-client.ts';
import { writeStorage } from '../browser-storage.ts';
import { readStorage } from '../read-storage.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { tokenState } from './access-token.ts';
import { hasRefreshMarker, REFRESH_COOKIE_MARKER } from './stored-session.ts';

/** A token closer to its end than this is refreshed rather than used. */
export const REFRESH_MARGIN_MS = 60_000;

export type TRefreshResult = 'refreshed' | 'signedOut' | 'failed';

/** After a sign-in: the access token, and the note that a refresh cookie came with it. */
export function storeSignIn(accessToken: string) {
  writeStorage(STORAGE_KEYS.accessToken, accessToken);
  writeStorage(STORAGE_KEYS.refreshToken, REFRESH_COOKIE_MARKER);
}

export function forgetTokens() {
  writeStorage(STORAGE_KEYS.accessToken, null);
  writeStorage(STORAGE_KEYS.refreshToken, null);
}

// Every tab shares the cookie, and a refresh token works once: two tabs refreshing at the same moment
// would look like a stolen token and end the session. The Web Locks API lets one tab at a time ask.
async function withRefreshLock(work: () => Promise<TRefreshResult>): Promise<TRefreshResult> {
  // Typed as always there, but older browsers lack it.
  if (!('locks' in navigator) || !navigator.locks) return work();
  return await navigator.locks.request('association-token-refresh', work);
}

async function refreshOnce(): Promise<TRefreshResult> {
  // Another tab may have refreshed while this one waited for the lock.
  const stored = readStorage(STORAGE_KEYS.accessToken);
  if (tokenState(stored, Date.now() + REFRESH_MARGIN_MS) === 'valid') return 'refreshed';
  return callRefresh();
}

async function callRefresh(): Promise<TRefreshResult> {
  if (!hasRefreshMarker()) return 'signedOut';
  try {
    const answer = await apiRequest('/api/auth/refresh', 'ZRefreshAnswer', { method: 'POST', showLoading: false });
    if (answer?.accessToken) {
      storeSignIn(answer.accessToken);
      return 'refreshed';
    }
    // 204: the cookie is gone (expired, or cleared elsewhere).
    forgetTokens();
    return 'signedOut';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetTokens();
      return 'signedOut';
    }
    // Offline or a server error: keep the marker, so a later load can try again.
    return 'failed';
  }
}

let inFlight: Promise<TRefreshResult> | null = null;

/** Gets a new access token with the refresh cookie; at most one call at a time, across tabs too. */
export function refreshSession(): Promise<TRefreshResult> {
  inFlight ??= withRefreshLock(refreshOnce).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The server refused a token that has not expired: the user's sessions ended elsewhere (logout on
 * another device, a new role or e-mail). A session this browser still holds gives a new one; one
 * call for all tabs, and none if another tab already got a newer token.
 */
export async function renewRefusedToken(refused: string): Promise<string | null> {
  const result = await withRefreshLock(async () => {
    const stored = readStorage(STORAGE_KEYS.accessToken);
    if (stored && stored !== refused && tokenState(stored, Date.now()) === 'valid') return 'refreshed';
    return callRefresh();
  });
  return result === 'refreshed' ? readStorage(STORAGE_KEYS.accessToken) : null;
}

/**
 * A call needs the access token and the browser holds none: the session is being restored (a refresh
 * is running, or this browser was given a refresh cookie), so the call waits for that refresh and
 * goes with the token it brings; one refresh for every call waiting. Without a refresh cookie there is
 * no session to wait for, and the call goes without a token, as a visitor's does.
 */
export async function tokenOnceRestored(): Promise<string | null> {
  if (!inFlight && !hasRefreshMarker()) return null;
  const result = await refreshSession();
  return result === 'refreshed' ? readStorage(STORAGE_KEYS.accessToken) : null;
}

onRefusedToken(renewRefusedToken);
onMissingToken(tokenOnceRestored);
