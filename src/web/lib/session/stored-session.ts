import { readStorage } from '../read-storage.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';

/**
 * The refresh token itself is an HttpOnly cookie scripts cannot read. Local storage's refresh_token
 * key holds only this marker: "a refresh cookie was issued to this browser", so visitors who never
 * signed in send no refresh call at all.
 */
export const REFRESH_COOKIE_MARKER = 'http-only-cookie';

export function hasRefreshMarker(): boolean {
  return readStorage(STORAGE_KEYS.refreshToken) === REFRESH_COOKIE_MARKER;
}

/** A session is stored (an access token, or the marker of a refresh cookie): the visitor is likely signed in. */
export function hasStoredSession(): boolean {
  return readStorage(STORAGE_KEYS.accessToken) !== null || hasRefreshMarker();
}

/**
 * `<html data-stored-session>`: set by the entry script before the app loads, so CSS keeps the
 * profile button's place in the header; cleared by the app once it knows nobody is signed in.
 * Free of React, for the entry script.
 */
export function markStoredSession(present: boolean): void {
  if (present) document.documentElement.dataset.storedSession = '';
  else delete document.documentElement.dataset.storedSession;
}
