// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCookieConsent } from './cookie-consent.ts';
import { countPageView } from './page-view.ts';

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('countPageView', () => {
  it('sends the path, anonymously, only with Analytical allowed', () => {
    countPageView('/events');
    saveCookieConsent('Custom', false);
    countPageView('/events');
    expect(fetchMock).not.toHaveBeenCalled();
    saveCookieConsent('Custom', true);
    countPageView('/events');
    saveCookieConsent('All', true);
    countPageView('/contactus');
    expect(fetchMock.mock.calls).toEqual([
      [
        '/api/analytics/page-view',
        expect.objectContaining({ method: 'POST', credentials: 'omit', keepalive: true, body: '{"path":"/events"}' }),
      ],
      ['/api/analytics/page-view', expect.objectContaining({ body: '{"path":"/contactus"}' })],
    ]);
  });

  it('sends nothing from a browser with Global Privacy Control', () => {
    saveCookieConsent('All', true);
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    countPageView('/events');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
