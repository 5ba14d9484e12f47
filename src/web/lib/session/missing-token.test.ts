// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError } from '../api-client.ts';
// Registers how a call waits for the session being restored (the behaviour under test).
import { refreshSession } from './refresh.ts';
import { REFRESH_COOKIE_MARKER } from './stored-session.ts';

const encode = (value: object) =>
  btoa(JSON.stringify(value))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/={1,2}$/, '');
const TOKEN = `${encode({ alg: 'HS256' })}.${encode({ sub: '7', exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;

let seen: { path: string; authorization: string | null }[];
let refreshAnswer: () => Response;
let releaseRefresh: () => void;

beforeEach(() => {
  // Just hydrated: the refresh cookie holds a session, the browser holds no access token yet.
  window.localStorage.clear();
  window.localStorage.setItem('refresh_token', REFRESH_COOKIE_MARKER);
  seen = [];
  refreshAnswer = () => Response.json({ accessToken: TOKEN });
  const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const authorization = new Headers(init.headers).get('authorization');
      seen.push({ path, authorization });
      if (path === '/api/auth/refresh') {
        await refreshGate;
        return refreshAnswer();
      }
      if (authorization === `Bearer ${TOKEN}`) return Response.json({ ok: true });
      return Response.json({ error: 'unauthorized', message: 'Please log in.' }, { status: 401 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const memberCall = () => apiRequest('/api/member/family', 'ZOk', { auth: true, showLoading: false });

describe('an authenticated call made before the browser holds its access token', () => {
  it('waits for the session refresh already running and goes with the token it brings', async () => {
    const refreshing = refreshSession();
    const answer = memberCall();
    releaseRefresh();
    expect(await answer).toEqual({ ok: true });
    expect(await refreshing).toBe('refreshed');
    expect(seen).toEqual([
      { path: '/api/auth/refresh', authorization: null },
      { path: '/api/member/family', authorization: `Bearer ${TOKEN}` },
    ]);
  });

  it('starts the refresh itself when none is running yet, one for every call waiting', async () => {
    const answers = Promise.all([memberCall(), memberCall()]);
    releaseRefresh();
    expect(await answers).toEqual([{ ok: true }, { ok: true }]);
    expect(seen.map((call) => call.path)).toEqual(['/api/auth/refresh', '/api/member/family', '/api/member/family']);
    expect(seen.slice(1).every((call) => call.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('goes without a token, and is refused, when the refresh cookie holds no session', async () => {
    refreshAnswer = () => new Response(null, { status: 204 });
    const answer = memberCall();
    releaseRefresh();
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    expect(seen.map((call) => call.path)).toEqual(['/api/auth/refresh', '/api/member/family']);
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
  });

  it('asks for no refresh in a browser never given a refresh cookie', async () => {
    window.localStorage.clear();
    releaseRefresh();
    await expect(memberCall()).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([{ path: '/api/member/family', authorization: null }]);
  });

  it('makes no refresh for a call that does not need the token', async () => {
    releaseRefresh();
    await expect(apiRequest('/api/member/family', 'ZOk', { showLoading: false })).rejects.toBeInstanceOf(ApiError);
    expect(seen.map((call) => call.path)).toEqual(['/api/member/family']);
  });
});

describe('a page the server rendered for a session', () => {
  it('notes before hydrating that the browser holds a refresh cookie, so the first call waits for it', async () => {
    window.localStorage.clear();
    const { QueryClient } = await import('@tanstack/react-query');
    const { noteServerSession, SERVER_SESSION_QUERY_KEY } = await import('./server-session.ts');
    const visitorPage = new QueryClient();
    noteServerSession(visitorPage);
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    const memberPage = new QueryClient();
    memberPage.setQueryData(SERVER_SESSION_QUERY_KEY, { id: 7 });
    noteServerSession(memberPage);
    const answer = memberCall();
    releaseRefresh();
    expect(await answer).toEqual({ ok: true });
    expect(seen.map((call) => call.path)).toEqual(['/api/auth/refresh', '/api/member/family']);
  });
});
