import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROLE, currentRole } from '../../../shared/login-user.ts';
import type { TLoginUser } from '../../../shared/login-user.schema.ts';
import { apiRequest, ApiError } from '../api-client.ts';
import { INVALID_TOKEN_ERROR, raiseAppError } from '../app-error.ts';
import { useStoredValue, writeStorage } from '../browser-storage.ts';
import { readStorage } from '../read-storage.ts';
import { trackRequest } from '../request-tracker.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { useHydratedInTransition } from '../use-hydrated.ts';
import { readTokenPayload, tokenState } from './access-token.ts';
import { forgetTokens, REFRESH_MARGIN_MS, refreshSession, storeSignIn } from './refresh.ts';
import { hasRefreshMarker, REFRESH_COOKIE_MARKER } from './stored-session.ts';
import { SessionContext, type TSession } from './session-context.tsx';
import { CURRENT_USER_PATH } from './session-paths.ts';
import { SERVER_SESSION_QUERY_KEY } from './server-session.ts';

export const CURRENT_USER_QUERY_KEY = ['currentUser'] as const;

// setTimeout takes at most 2^31-1 ms; a token claiming a later exp must not fire at once instead.
const MAX_TIMER_MS = 2 ** 31 - 1;

type TRefreshState = 'idle' | 'running' | 'failed';

function schedule(atMs: number, action: () => void): number {
  return window.setTimeout(action, Math.min(MAX_TIMER_MS, Math.max(0, atMs - Date.now())));
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // Stored values count only once hydrated: until then the session stays exactly as the server
  // rendered it, so reading storage right after hydration changes nothing below this provider.
  const hydrated = useHydratedInTransition();
  const storedToken = useStoredValue(STORAGE_KEYS.accessToken);
  const storedRefreshMarker = useStoredValue(STORAGE_KEYS.refreshToken);
  const token = hydrated ? storedToken : null;
  const queryClient = useQueryClient();
  // The person the server rendered this page for: shown until this browser's own check answers. The
  // server saw their refresh cookie, so a refresh is worth trying even without the stored marker.
  const [serverUser, setServerUser] = useState(
    () => queryClient.getQueryData<TLoginUser>(SERVER_SESSION_QUERY_KEY) ?? null,
  );
  const canRefresh = hydrated && (storedRefreshMarker === REFRESH_COOKIE_MARKER || serverUser !== null);
  const state = hydrated ? tokenState(token, Date.now()) : 'none';
  const [refresh, setRefresh] = useState<TRefreshState>('idle');

  /**
   * `visible`: the access token has run out, so the page may be showing a session that is over; the
   * loading overlay covers it until the refresh says whether the person is still signed in (or ends
   * the session). A refresh ahead of the token's end stays quiet.
   */
  const runRefresh = useCallback(
    (visible = false) => {
      setRefresh('running');
      // The server read this browser's refresh cookie: the marker that one was issued is true.
      if (serverUser && !hasRefreshMarker()) writeStorage(STORAGE_KEYS.refreshToken, REFRESH_COOKIE_MARKER);
      const asked = refreshSession();
      void (visible ? trackRequest(asked) : asked).then((result) => {
        if (result === 'signedOut') setServerUser(null);
        // A "new" token that is expired already (a clock far off) must not start the next refresh.
        const usable = tokenState(readStorage(STORAGE_KEYS.accessToken), Date.now()) === 'valid';
        setRefresh(result === 'failed' || (result === 'refreshed' && !usable) ? 'failed' : 'idle');
      });
    },
    [serverUser],
  );

  // A malformed token raises the invalid-token error (the page goes to /error and says so) and is
  // removed with the refresh marker; a missing exp or an expired token logs the user out, or with a
  // refresh cookie the session goes on with a new token instead.
  useEffect(() => {
    if (!hydrated || state === 'valid') return;
    if (state === 'malformed') {
      forgetTokens();
      raiseAppError(INVALID_TOKEN_ERROR);
    } else if (canRefresh && refresh === 'idle') runRefresh(state === 'expired');
    else if (state === 'expired') {
      if (canRefresh) writeStorage(STORAGE_KEYS.accessToken, null);
      else forgetTokens();
    }
  }, [hydrated, state, canRefresh, refresh, runRefresh]);

  // While the page is open: a minute before the token ends, a new one; at its end, without one, out.
  useEffect(() => {
    if (state !== 'valid' || !token) return;
    const expMs = Number(readTokenPayload(token)?.exp) * 1000;
    const timers = [
      schedule(expMs, () => {
        if (readStorage(STORAGE_KEYS.accessToken) !== token) return;
        if (canRefresh) writeStorage(STORAGE_KEYS.accessToken, null);
        else forgetTokens();
      }),
    ];
    if (canRefresh) timers.push(schedule(expMs - REFRESH_MARGIN_MS, () => runRefresh()));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [state, token, canRefresh, runRefresh]);

  // Keyed by user, not by token: a refreshed token of the same user needs no new profile load.
  const userId = state === 'valid' && token ? String(readTokenPayload(token)?.sub ?? '') : null;
  const userQuery = useQuery({
    queryKey: [...CURRENT_USER_QUERY_KEY, userId],
    queryFn: () => apiRequest(CURRENT_USER_PATH, 'ZLoginUser', { auth: true }),
    enabled: userId !== null,
    retry: false,
    staleTime: 60_000,
  });

  // A token the server no longer accepts is as good as none.
  useEffect(() => {
    if (userQuery.error instanceof ApiError && userQuery.error.status === 401) forgetTokens();
  }, [userQuery.error]);

  const signIn = useCallback(
    (accessToken: string) => {
      storeSignIn(accessToken);
      setRefresh('idle');
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // Without a token the profile query is disabled; its cached data is no longer shown.
    setServerUser(null);
    forgetTokens();
    // The refresh cookie goes with this call (Path=/api/auth): the server revokes its chain.
    await apiRequest('/api/auth/logout', 'ZNoContent', { method: 'POST' }).catch(() => undefined);
  }, []);

  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  }, [queryClient]);

  const wasSignedIn = useRef(false);
  const session = useMemo<TSession>(() => {
    const ownUser = state === 'valid' ? (userQuery.data ?? null) : null;
    const refreshing = state !== 'valid' && state !== 'malformed' && canRefresh && refresh !== 'failed';
    const checking =
      !hydrated || (state === 'valid' && userQuery.isPending) || state === 'expired' || (hydrated && refreshing);
    const user = ownUser ?? (checking ? serverUser : null);
    if (user) wasSignedIn.current = true;
    return {
      status: user ? 'signedIn' : checking ? 'checking' : 'signedOut',
      user,
      isAdmin: user ? currentRole(user) === ADMIN_ROLE : false,
      wasSignedIn: wasSignedIn.current,
      signIn,
      signOut,
      reload,
    };
  }, [hydrated, state, canRefresh, refresh, userQuery.data, userQuery.isPending, serverUser, signIn, signOut, reload]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
