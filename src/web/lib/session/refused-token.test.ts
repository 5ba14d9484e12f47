// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError } from '../api-client.ts';
// Registers how a refused token is renewed (the behaviour under test).
import './refresh.ts';
import { REFRESH_COOKIE_MARKER } from './stored-session.ts';

const encode = (value: object) =>
  btoa(JSON.stringify(value))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/={1,2}$/, '');
const tokenNamed = (name: string) =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: '7', name, exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;

const OLD = tokenNamed('old');
const NEW = tokenNamed('new');
let refreshAnswer: Response;
let seen: { path: string; authorization: string | null }[];

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('access_token', OLD);
  window.localStorage.setItem('refresh_token', REFRESH_COOKIE_MARKER);
  seen = [];
  refreshAnswer = Response.json({ accessToken: NEW });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const authorization = new Headers(init.headers).get('authorization');
      seen.push({ path, authorization });
      if (path === '/api/auth/refresh') return refreshAnswer;
      // The server refuses the old token (its sessions ended elsewhere) and takes the new one.
      if (authorization === `Bearer ${NEW}`) return Response.json({ ok: true });
      return Response.json({ error: 'unauthorized', message: 'Please log in.' }, { status: 401 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a token the server refuses before it expires', () => {
  it('is renewed once with the refresh cookie and the call sent again', async () => {
    expect(await apiRequest('/api/member/family', 'ZOk', { auth: true, showLoading: false })).toEqual({ ok: true });
    expect(seen.map((call) => call.path)).toEqual(['/api/member/family', '/api/auth/refresh', '/api/member/family']);
    expect(window.localStorage.getItem('access_token')).toBe(NEW);
  });

  it('signs the browser out when the refresh cookie holds no session either', async () => {
    refreshAnswer = Response.json({ error: 'invalid_refresh_token', message: 'Please log in.' }, { status: 401 });
    await expect(apiRequest('/api/member/family', 'ZOk', { auth: true, showLoading: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(seen.map((call) => call.path)).toEqual(['/api/member/family', '/api/auth/refresh']);
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('is not renewed for a call made without the token', async () => {
    await expect(apiRequest('/api/member/family', 'ZOk', { showLoading: false })).rejects.toBeInstanceOf(ApiError);
    expect(seen.map((call) => call.path)).toEqual(['/api/member/family']);
  });
});
