import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../testing/build-test-app.ts';
import { pngBytes } from '../testing/events.fixtures.ts';

// Rendering needs the build (npm test builds before the unit tests).
const built = existsSync('dist/client/.vite/manifest.json') && existsSync('dist/ssr/entry-server.js');

type TDehydrated = { queries: { queryKey: unknown[]; state: { data: unknown } }[] };

function embeddedQueries(html: string): TDehydrated['queries'] {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? '{}') as { queries?: TDehydrated }).queries?.queries ?? [];
}

describe.skipIf(!built)('public pages: their data, and the page cache', () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await tokenFor(await createTestUser(t.db, { email: 'page-data.admin@example.org', role: 'Admin' }));
  });
  afterAll(() => t.close());

  it('embeds the data a page read under the query its hook reads, the same as the API answers a visitor', async () => {
    const page = await t.app.inject({ url: '/boardmembers' });
    const api = await t.app.inject({ url: '/api/content/board' });
    const board = embeddedQueries(page.body).find((query) => query.queryKey.join('/') === 'content/board');
    expect(board?.state.data).toEqual(api.json());
  });

  it('serves the same page whatever parameters it does not read', async () => {
    const plain = await t.app.inject({ url: '/boardmembers' });
    for (let index = 0; index < 250; index += 1) {
      const other = await t.app.inject({ url: `/boardmembers?utm_source=${index}&x=${index}` });
      expect(other.headers.etag).toBe(plain.headers.etag);
    }
    // A parameter the page reads is part of its address.
    const login = await t.app.inject({ url: '/memberlogin?view=signup' });
    const loginWithNoise = await t.app.inject({ url: '/memberlogin?view=signup&utm_source=1' });
    expect(loginWithNoise.headers.etag).toBe(login.headers.etag);
    expect((await t.app.inject({ url: '/memberlogin' })).headers.etag).not.toBe(login.headers.etag);
  });

  it('answers a page the browser has with 304 by its ETag', async () => {
    const first = await t.app.inject({ url: '/boardmembers' });
    const again = await t.app.inject({ url: '/boardmembers', headers: { 'if-none-match': first.headers.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a board change on the next request', async () => {
    const before = await t.app.inject({ url: '/boardmembers' });
    expect(before.body).not.toContain('Page Cache Kavitha');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/board',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        financialYear: '2025',
        nameEn: 'Page Cache Kavitha',
        nameTa: 'சோதனை கவிதா',
        position: 'treasurer',
        sortOrder: 3,
        portrait: `data:image/png;base64,${(await pngBytes(64, 64)).toString('base64')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await t.app.inject({ url: '/boardmembers' });
    expect(after.body).toContain('Page Cache Kavitha');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('does not keep a page whose address names nothing, and answers it as missing', async () => {
    const missing = { '/events/999999': 404, '/news/no-such-post': 404, '/finance-report/1999': 200 };
    for (const [url, status] of Object.entries(missing)) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(status);
      expect(page.body, url).toMatch(/^<!doctype html>/);
      if (status === 404) expect(page.body, url).toContain('<meta name="robots" content="noindex');
    }
  });
});
