// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from './session-context.tsx';
import { SessionProvider } from './session-provider.tsx';
import { refreshSession } from './refresh.ts';
import { REFRESH_COOKIE_MARKER } from './stored-session.ts';
import { SERVER_SESSION_QUERY_KEY } from './server-session.ts';
import { useRequestsInFlight } from '../request-tracker.ts';
import { clearAppError, currentAppError, INVALID_TOKEN_ERROR } from '../app-error.ts';

const encode = (value: object) =>
  btoa(JSON.stringify(value))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/={1,2}$/, '');
const tokenFor = (sub: number, expSeconds: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: String(sub), role: 'Member', iat: 0, exp: expSeconds })}.signature`;

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;

const PROFILE = {
  id: 7,
  givenId: '0007A',
  firstName: 'Anna',
  lastName: 'R',
  displayName: 'Anna R',
  email: 'anna@example.org',
  personalNumber: null,
  gender: null,
  phoneNumber: null,
  pic: null,
  lastLogin: null,
  role: 'Member',
  familyUsers: [{ id: 7, role: 'Member' }],
  family: null,
  membership: [],
  language: 'en',
};

let refreshAnswer: { status: number; body?: unknown };
let calls: string[];

beforeEach(() => {
  window.localStorage.clear();
  calls = [];
  refreshAnswer = { status: 204 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      if (path === '/api/auth/refresh') {
        const { status, body } = refreshAnswer;
        return new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (path === '/api/member/login') return Response.json(PROFILE);
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const { status, user } = useSession();
  return <p data-testid="status">{`${status}:${user?.displayName ?? ''}`}</p>;
}

/** What the layout's loading overlay shows by (app-layout.tsx): whether a tracked request runs. */
function Overlay() {
  return useRequestsInFlight() ? <p data-testid="overlay" /> : null;
}

function renderProvider(serverUser?: typeof PROFILE) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (serverUser) queryClient.setQueryData(SERVER_SESSION_QUERY_KEY, serverUser);
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Probe />
        <Overlay />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return () => screen.getByTestId('status').textContent;
}

describe('SessionProvider', () => {
  it('sends no refresh call for a visitor who never signed in', async () => {
    const status = renderProvider();
    await waitFor(() => expect(status()).toBe('signedOut:'));
    expect(calls).toEqual([]);
  });

  it('signs in silently with the refresh cookie when the access token is gone', async () => {
    window.localStorage.setItem('refresh_token', REFRESH_COOKIE_MARKER);
    const fresh = tokenFor(7, inMinutes(15));
    refreshAnswer = { status: 200, body: { accessToken: fresh } };
    const status = renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn:Anna R'));
    expect(calls).toEqual(['/api/auth/refresh', '/api/member/login']);
    expect(window.localStorage.getItem('access_token')).toBe(fresh);
  });

  it('refreshes an expired token instead of logging out, when a refresh cookie was issued', async () => {
    window.localStorage.setItem('access_token', tokenFor(7, inMinutes(-1)));
    window.localStorage.setItem('refresh_token', REFRESH_COOKIE_MARKER);
    refreshAnswer = { status: 200, body: { accessToken: tokenFor(7, inMinutes(15)) } };
    const status = renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn:Anna R'));
  });

  it('logs out (both keys removed) when the server has no session: 204 or 401', async () => {
    for (const answer of [{ status: 204 }, { status: 401, body: { error: 'invalid_refresh_token', message: '' } }]) {
      window.localStorage.setItem('access_token', tokenFor(7, inMinutes(-1)));
      window.localStorage.setItem('refresh_token', REFRESH_COOKIE_MARKER);
      refreshAnswer = answer;
      const status = renderProvider();
      await waitFor(() => expect(status()).toBe('signedOut:'));
      expect(window.localStorage.getItem('access_token')).toBeNull();
      expect(window.localStorage.getItem('refresh_token')).toBeNull();
      cleanup();
    }
  });

  it('covers the page with the loading overlay while it finds an expired session gone and ends it', async () => {
    window.localStorage.setItem('access_token', tokenFor(7, inMinutes(-1)));
    window.localStorage.setItem('refresh_token', REFRESH_COOKIE_MARKER);
    let answer: (response: Response) => void = () => undefined;
    vi.mocked(fetch).mockImplementationOnce(async (path) => {
      calls.push(String(path));
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const status = renderProvider();
    await waitFor(() => expect(calls).toEqual(['/api/auth/refresh']));
    expect(screen.queryByTestId('overlay')).not.toBeNull();
    answer(new Response(null, { status: 204 }));
    await waitFor(() => expect(status()).toBe('signedOut:'));
    expect(screen.queryByTestId('overlay')).toBeNull();
  });

  it('logs out an expired token without a refresh cookie, and a malformed one', async () => {
    window.localStorage.setItem('access_token', tokenFor(7, inMinutes(-1)));
    const status = renderProvider();
    await waitFor(() => expect(status()).toBe('signedOut:'));
    expect(window.localStorage.getItem('access_token')).toBeNull();
    cleanup();

    expect(currentAppError()).toBeNull();
    window.localStorage.setItem('access_token', 'not-a-token');
    window.localStorage.setItem('refresh_token', REFRESH_COOKIE_MARKER);
    renderProvider();
    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBeNull());
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(calls).not.toContain('/api/auth/refresh');
    // ... and only the malformed one raises the invalid-token error.
    expect(currentAppError()).toEqual(INVALID_TOKEN_ERROR);
    clearAppError();
  });

  it('keeps the refresh marker when the server cannot be reached, and stops asking', async () => {
    window.localStorage.setItem('refresh_token', REFRESH_COOKIE_MARKER);
    refreshAnswer = { status: 503, body: { error: 'x', message: 'x' } };
    const status = renderProvider();
    await waitFor(() => expect(status()).toBe('signedOut:'));
    expect(window.localStorage.getItem('refresh_token')).toBe(REFRESH_COOKIE_MARKER);
    expect(calls.filter((path) => path === '/api/auth/refresh')).toHaveLength(1);
  });
});

describe('SessionProvider on a page the server rendered for a session', () => {
  it('shows the server’s person at once and refreshes with the cookie even without the stored marker', async () => {
    refreshAnswer = { status: 200, body: { accessToken: tokenFor(7, inMinutes(15)) } };
    const status = renderProvider({ ...PROFILE, displayName: 'Anna from the server' });
    expect(status()).toBe('signedIn:Anna from the server');
    await waitFor(() => expect(status()).toBe('signedIn:Anna R'), { timeout: 5000 });
    expect(calls).toEqual(['/api/auth/refresh', '/api/member/login']);
  });

  it('signs out once the refresh says the session is gone, and asks no more', async () => {
    refreshAnswer = { status: 204 };
    const status = renderProvider(PROFILE);
    await waitFor(() => expect(status()).toBe('signedOut:'), { timeout: 5000 });
    expect(calls).toEqual(['/api/auth/refresh']);
  });
});

describe('refreshSession', () => {
  it('asks the server once for simultaneous callers', async () => {
    window.localStorage.setItem('refresh_token', REFRESH_COOKIE_MARKER);
    refreshAnswer = { status: 200, body: { accessToken: tokenFor(7, inMinutes(15)) } };
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(results).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(calls).toEqual(['/api/auth/refresh']);
  });
});
