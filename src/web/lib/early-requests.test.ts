import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_LIFETIME_MS, startEarlyRequest, takeEarlyResponse } from './early-requests.ts';

let calls: { path: string; authorization: string | null }[];

beforeEach(() => {
  calls = [];
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, authorization: new Headers(init.headers).get('authorization') });
      return Response.json({ path });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('early requests', () => {
  it('hands the answer started with the document to the first read with the same token, once', async () => {
    startEarlyRequest('/api/member/family', 'token-a');
    expect(calls).toEqual([{ path: '/api/member/family', authorization: 'Bearer token-a' }]);
    const early = takeEarlyResponse('/api/member/family', 'token-a');
    expect(await (await early!).json()).toEqual({ path: '/api/member/family' });
    expect(takeEarlyResponse('/api/member/family', 'token-a')).toBeUndefined();
  });

  it('does not hand it to a read with another token or none', () => {
    startEarlyRequest('/api/admin/all', 'token-a');
    expect(takeEarlyResponse('/api/admin/all', 'token-b')).toBeUndefined();
    startEarlyRequest('/api/admin/all', 'token-a');
    expect(takeEarlyResponse('/api/admin/all', null)).toBeUndefined();
    expect(takeEarlyResponse('/api/member/login', 'token-a')).toBeUndefined();
  });

  it('lets an answer nobody took in time go, so a later read asks afresh', () => {
    startEarlyRequest('/api/member/family', 'token-a');
    vi.advanceTimersByTime(EARLY_ANSWER_LIFETIME_MS);
    expect(takeEarlyResponse('/api/member/family', 'token-a')).toBeUndefined();
  });
});
