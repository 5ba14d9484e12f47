import { existsSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../testing/build-test-app.ts';
import { pickEncoding } from '../web/accept-encoding.ts';

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

// Serving the web app needs the build (npm test builds before the unit tests).
const built = existsSync('dist/client/.vite/manifest.json') && existsSync('dist/ssr/entry-server.js');

describe.skipIf(!built)('web app delivery', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends pages compressed, and plain to a client that takes no encoding', async () => {
    const br = await testApp.app.inject({ url: '/aboutus', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Cookie/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/^<!doctype html>/);
    // Served again from the page cache: the same bytes, compressed once.
    const again = await testApp.app.inject({ url: '/aboutus', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await testApp.app.inject({ url: '/aboutus', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toMatch(/^<!doctype html>/);

    const plain = await testApp.app.inject({ url: '/aboutus', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^<!doctype html>/);
  });

  it('loads only a tiny entry script up front, and caches hashed assets for a year, precompressed', async () => {
    const page = await testApp.app.inject({ url: '/' });
    const scripts = [...page.body.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    // It runs as soon as it arrives, while the page may still be streaming in, so the first taps are
    // answered from the first paint; it reads the boot plan, so the plan comes before it in the head.
    const head = page.body.split('</head>')[0]!;
    expect(head).toMatch(
      /<script type="application\/json" id="boot-plan">[^<]*<\/script>\n<script type="module" async src="\/assets\/entry-client-/,
    );
    const preloads = [...page.body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    const upFront = await Promise.all(
      [scripts[0]!, ...preloads].map((url) => testApp.app.inject({ url, headers: { 'accept-encoding': 'br' } })),
    );
    for (const response of upFront) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(response.headers['cache-control']).toMatch(/immutable/);
    }
    // The hydration bundle comes after the first paint; before it, a few KB at most.
    expect(upFront.reduce((sum, response) => sum + response.rawPayload.length, 0)).toBeLessThan(8 * 1024);

    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
    const stylesheet = await testApp.app.inject({ url: css!, headers: { 'accept-encoding': 'br, gzip' } });
    expect(stylesheet.headers['content-encoding']).toBe('br');
    expect(stylesheet.headers['cache-control']).toMatch(/immutable/);
  });

  it("names every chunk a public page hydrates with, the page's own included, for the entry to fetch at a person's first use", async () => {
    const page = await testApp.app.inject({ url: '/events' });
    const plan = JSON.parse(
      /<script type="application\/json" id="boot-plan">([^<]*)<\/script>/.exec(page.body)![1]!,
    ) as {
      modules: string[];
      eager: boolean;
      onArrival: boolean;
    };
    expect(plan.eager).toBe(false);
    expect(plan.onArrival).toBe(false);
    expect(plan.modules.some((href) => /\/assets\/entry-hydrate-[^/]+\.js$/.test(href))).toBe(true);
    expect(plan.modules.some((href) => /\/assets\/events-page-[^/]+\.js$/.test(href))).toBe(true);
    expect(plan.modules.some((href) => /my-page|admin-dashboard/.test(href))).toBe(false);
    // Not in the HTML itself: they would compete with the page's picture and font.
    expect(page.body).not.toMatch(/<link rel="modulepreload" href="\/assets\/entry-hydrate-/);
    expect(page.body).not.toMatch(/entry-early-/);
  });

  it('starts the app after the first view on a page that does its work when opened', async () => {
    for (const url of ['/logout', '/redirect', '/verify?token=x']) {
      const page = await testApp.app.inject({ url });
      expect(page.body, url).toMatch(/"eager":false,"onArrival":true/);
    }
  });

  it("starts a member page's scripts and data reads with the document", async () => {
    const page = await testApp.app.inject({ url: '/mypage' });
    const preloads = [...page.body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads.some((href) => /\/assets\/my-page-[^/]+\.js$/.test(href ?? ''))).toBe(true);
    expect(preloads.some((href) => /\/assets\/entry-hydrate-[^/]+\.js$/.test(href ?? ''))).toBe(true);
    expect(page.body).toMatch(/<script type="module" async src="\/assets\/entry-early-[^"]+\.js"><\/script>/);
    expect(page.body).toMatch(/"eager":true/);
  });

  it('serves the public folder with an hour of caching and never the build manifest', async () => {
    const robots = await testApp.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toMatch(/max-age=3600/);
    const manifest = await testApp.app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.statusCode).not.toBe(200);
    expect(manifest.body).not.toMatch(/entry-client/);
  });
});
