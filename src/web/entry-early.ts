/*
 * Loaded by member and board pages only, with the document (async, before the app): it reads the
 * access token and starts the page's API reads at once, in parallel with the app's scripts, so the
 * content can show one round trip after the HTML instead of after three rounds of scripts and two
 * requests in a row. The app takes these answers in apiRequest (lib/early-requests.ts).
 */
import { earlyRequestsFor } from './app/early-requests.ts';
import { startEarlyRequest } from './lib/early-requests.ts';
import { readStorage } from './lib/read-storage.ts';
import { tokenState } from './lib/session/access-token.ts';
import { STORAGE_KEYS } from './lib/storage-keys.ts';

const token = readStorage(STORAGE_KEYS.accessToken);
// An expired or malformed token is the session's business (refresh or sign-out), not this script's.
if (token && tokenState(token, Date.now()) === 'valid') {
  for (const path of earlyRequestsFor(window.location.pathname)) startEarlyRequest(path, token);
}
