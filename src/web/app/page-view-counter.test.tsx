// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_PATH_PATTERNS, sitePathPattern } from '../../shared/site-paths.ts';
import { saveCookieConsent } from '../lib/cookie-consent.ts';
import { matchRoute } from './match-route.ts';
import { ROUTES } from './routes.ts';

let navigate: NavigateFunction = () => undefined;
// Module state remembers the document's first location: each test loads the hook afresh.
let usePageViewCounter: () => void = () => undefined;

function Counter() {
  usePageViewCounter();
  navigate = useNavigate();
  return null;
}

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
const sentPaths = () =>
  fetchMock.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics/page-view');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    return (JSON.parse(String(init.body)) as { path: string }).path;
  });

function visit(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Counter />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  vi.resetModules();
  ({ usePageViewCounter } = await import('./page-view-counter.ts'));
  window.localStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePageViewCounter', () => {
  it('sends nothing without a choice or with Analytical off', async () => {
    visit('/events');
    await act(() => navigate('/contactus'));
    saveCookieConsent('Custom', false);
    await act(() => navigate('/boardmembers'));
    await act(() => navigate('/events/3'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with Analytical on, sends one per client-side navigation; the entry script counts the first page', async () => {
    saveCookieConsent('Custom', true);
    visit('/events');
    await act(() => navigate('/events/3'));
    await act(() => navigate('/contactus?x=1'));
    await act(() => navigate('/events'));
    expect(sentPaths()).toEqual(['/events/3', '/contactus', '/events']);
  });

  it('takes a changed choice from the next navigation on', async () => {
    visit('/');
    saveCookieConsent('All', true);
    await act(() => navigate('/events'));
    saveCookieConsent('Custom', false);
    await act(() => navigate('/contactus'));
    expect(sentPaths()).toEqual(['/events']);
  });

  it('skips paths the site does not have and browsers with Global Privacy Control', async () => {
    saveCookieConsent('All', true);
    visit('/events');
    await act(() => navigate('/no-such-page'));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    await act(() => navigate('/contactus'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the server’s list of route patterns', () => {
  it('is the web app’s list of routes, in the same order', () => {
    expect([...SITE_PATH_PATTERNS]).toEqual(ROUTES.flatMap((route) => route.paths));
  });

  it('maps a path to the pattern the router matches', () => {
    for (const path of ['/', '/events', '/events/12', '/editevent/new', '/editevent/4', '/finance-report/2022']) {
      expect(sitePathPattern(path), path).not.toBeNull();
      expect(matchRoute(path)?.route.paths, path).toContain(sitePathPattern(path));
    }
    // Exactly: a trailing or doubled slash is not the page either.
    for (const path of ['/nope', '/Events', '/events/1/2', '/events/', '/events/12/', '//events', '/mypage//']) {
      expect(sitePathPattern(path), path).toBeNull();
      expect(matchRoute(path), path).toBeNull();
    }
  });
});
