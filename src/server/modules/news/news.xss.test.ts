import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import type { TNewsAdminPost } from '../../../shared/news.schema.ts';
import { dataUrl, pngBytes } from '../../testing/events.fixtures.ts';

// Every field the board writes, filled with markup and script: the pages, their head (Open Graph
// and Twitter tags), the embedded data and the feed must carry it as text only.

const built = existsSync('dist/client/.vite/manifest.json') && existsSync('dist/ssr/entry-server.js');

const SCRIPT = '<script>alert("x")</script>';
const IMG = '<img src=x onerror=alert(1)>';
const QUOTE = '"><svg onload=alert(1)>';
const HOSTILE = `${SCRIPT}${IMG}${QUOTE}`;
const HOSTILE_BODY = `${HOSTILE}\n\n[click](javascript:alert(1)) [data](data:text/html,${SCRIPT})\n\n<a href="javascript:alert(1)">a</a>`;

/** Markup that would run or render if it reached the page as HTML. */
const LIVE = [
  /<script>alert/i,
  /<img src=x/i,
  /<svg onload/i,
  /href="javascript:/i,
  /href="data:/i,
  /<a href="javascript/i,
];

function expectNoLiveMarkup(text: string) {
  for (const pattern of LIVE) expect(text, String(pattern)).not.toMatch(pattern);
}

let t: TTestApp;
let admin = '';
let post: TNewsAdminPost;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(await createTestUser(t.db, { email: 'news.xss@example.org', role: 'Admin' }));
  const texts = { title: HOSTILE, body: HOSTILE_BODY, pictureAlt: HOSTILE };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/news',
    headers: { authorization: `Bearer ${admin}` },
    payload: {
      slug: 'hostile',
      texts: { ta: texts, en: texts, sv: texts },
      publishAt: '2020-01-01T00:00:00Z',
      draft: false,
      picture: dataUrl(await pngBytes(32, 32)),
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  post = created.json<TNewsAdminPost>();
  const banner = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/news/banner',
    headers: { authorization: `Bearer ${admin}` },
    payload: {
      target: { kind: 'post', postId: post.id },
      texts: { ta: { title: HOSTILE, text: HOSTILE }, en: { title: HOSTILE, text: HOSTILE } },
      endsOn: '2999-01-01',
    },
  });
  expect(banner.statusCode, banner.body).toBe(200);
});
afterAll(() => t.close());

describe('news fields carry no live markup', () => {
  it('refuses a slug with markup (400) and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        slug: SCRIPT,
        texts: { ta: { title: 'x', body: 'y' } },
        publishAt: '2020-01-01T00:00:00Z',
        draft: false,
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('renders the stored body without raw HTML or script links', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/news/posts/hostile?lang=en' });
    const { bodyHtml } = answer.json<{ bodyHtml: string }>();
    expectNoLiveMarkup(bodyHtml);
    expect(bodyHtml).toContain('&lt;script&gt;');
  });

  it('keeps the feed well escaped', async () => {
    const feed = (await t.app.inject({ method: 'GET', url: '/news.xml?lang=sv' })).body;
    expectNoLiveMarkup(feed);
    // Inside <content type="html"> the HTML is itself escaped text: never a raw tag.
    expect(feed).not.toMatch(
      /<(?!\/?(?:feed|id|title|updated|author|name|link|entry|published|summary|content)\b|\?xml)/,
    );
  });

  describe.skipIf(!built)('in the server-rendered pages', () => {
    const page = async (url: string, lang = 'en') => {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: `lang=${lang}` } });
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    it('escapes the post page, its Open Graph and Twitter tags', async () => {
      const html = await page('/news/hostile', 'sv');
      expectNoLiveMarkup(html);
      const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';
      expect(html).toContain(`<meta property="og:title" content="${escaped}`);
      expect(html).toContain(`<meta name="twitter:title" content="${escaped}`);
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/events\/Image\/[0-9a-f]{64}\.webp">/);
      expect(html).toContain(`<title>${escaped}`);
    });

    it('escapes the list and the home page with its banner', async () => {
      expectNoLiveMarkup(await page('/news'));
      const home = await page('/', 'en');
      expectNoLiveMarkup(home);
      expect(home).toContain('data-testid="home-banner"');
    });
  });
});
