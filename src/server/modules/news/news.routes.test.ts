import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import type {
  TNewsAdminAnswer,
  TNewsAdminPost,
  TNewsHome,
  TNewsList,
  TNewsPost,
  TNewsPostFields,
} from '../../../shared/news.schema.ts';
import { auditLog } from '../../db/schema.ts';
import { dataUrl, pngBytes } from '../../testing/events.fixtures.ts';
import { parseXml, type TXmlElement } from '../../testing/parse-xml.ts';

let t: TTestApp;
/** The app's clock: each test starts at noon on 1 March 2026 and may move it. */
const NOON = new Date('2026-03-01T12:00:00Z');
let now = NOON;
const tokens = { admin: '', member: '' };
const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  tokens.admin = await tokenFor(await createTestUser(t.db, { email: 'news.admin@example.org', role: 'Admin' }));
  tokens.member = await tokenFor(await createTestUser(t.db, { email: 'news.member@example.org' }));
  // Published posts every test may read, whichever ran before: the home page shows three.
  for (const slug of FIXTURE_SLUGS) await create(post({ slug }));
});
beforeEach(() => {
  now = NOON;
});
afterAll(() => t.close());

const FIXTURE_SLUGS = ['fixture-pongal', 'fixture-second'] as const;

const post = (overrides: Partial<TNewsPostFields> = {}): TNewsPostFields => ({
  texts: {
    ta: { title: 'பொங்கல் விழா', body: 'எல்லோரும் **வருக**.', pictureAlt: 'கோலம்' },
    en: { title: 'Pongal festival', body: 'Everyone is **welcome**.', pictureAlt: 'A kolam' },
  },
  publishAt: '2026-02-01T10:00:00+01:00',
  draft: false,
  ...overrides,
});

async function create(fields: TNewsPostFields): Promise<TNewsAdminPost> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/news',
    headers: auth('admin'),
    payload: fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TNewsAdminPost>();
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/api/admin/news', () => {
  it('refuses a visitor (401) and a member (403) on every route', async () => {
    const routes = [
      { method: 'GET', url: '/api/admin/news' },
      { method: 'POST', url: '/api/admin/news', payload: post() },
      { method: 'POST', url: '/api/admin/news/preview', payload: { body: 'x' } },
      { method: 'PUT', url: '/api/admin/news/1', payload: post() },
      { method: 'DELETE', url: '/api/admin/news/1' },
      { method: 'PUT', url: '/api/admin/news/banner', payload: {} },
      { method: 'DELETE', url: '/api/admin/news/banner' },
    ] as const;
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      expect((await t.app.inject({ ...route, headers: auth('member') })).statusCode).toBe(403);
    }
  });

  it('writes a post with a picture, makes its slug from the English title, and audit-logs it', async () => {
    const created = await create(post({ picture: dataUrl(await pngBytes(40, 30)) }));
    expect(created.slug).toBe('pongal-festival');
    expect(created.picture).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(created.texts.sv).toBeUndefined();
    const again = await create(post());
    expect(again.slug).toBe('pongal-festival-2');
    const logged = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `news:${created.id}`));
    expect(logged.map((row) => row.action)).toEqual(['news.create']);
  });

  it('refuses a missing Tamil title, half an English text, a taken slug and an unknown event', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: auth('admin'),
      payload: post({ texts: { ta: { title: '', body: 'x' }, en: { title: 'Only a title' } } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      'texts.ta.title': 'mandatory',
      'texts.en.body': 'mandatory',
    });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: auth('admin'),
      payload: post({ slug: FIXTURE_SLUGS[0] }),
    });
    expect(taken.statusCode).toBe(409);
    const noEvent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: auth('admin'),
      payload: post({ slug: 'no-event', eventId: 999_999 }),
    });
    expect(noEvent.statusCode).toBe(400);
  });

  it('previews a body with the same safe renderer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news/preview',
      headers: auth('admin'),
      payload: { body: '# Hi\n\n<b>x</b> [a](javascript:alert(1))' },
    });
    expect(response.statusCode).toBe(200);
    const { html } = response.json<{ html: string }>();
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('href="javascript');
  });
});

describe('/api/news', () => {
  it('hides drafts and scheduled posts until their time, and a visitor asking for them gets 404', async () => {
    const draft = await create(post({ slug: 'a-draft', draft: true }));
    const scheduled = await create(post({ slug: 'later-on', publishAt: '2026-03-01T14:00:00+01:00' }));
    const list = (await get('/api/news?lang=en')).json<TNewsList>();
    expect(list.posts.map((entry) => entry.slug)).not.toContain(draft.slug);
    expect(list.posts.map((entry) => entry.slug)).not.toContain(scheduled.slug);
    expect((await get('/api/news/posts/a-draft')).statusCode).toBe(404);
    expect((await get('/api/news/posts/later-on?lang=ta')).statusCode).toBe(404);
    now = new Date('2026-03-01T13:00:01Z');
    // Another language's key: the 404 above stays cached for its few seconds.
    const shown = await get('/api/news/posts/later-on?lang=en');
    expect(shown.statusCode).toBe(200);
    expect(shown.json<TNewsPost>().title).toBe('Pongal festival');
  });

  it('answers in the visitor language, else English, else Tamil, saying which', async () => {
    await create(post({ slug: 'tamil-only', texts: { ta: { title: 'தமிழ் மட்டும்', body: 'உரை' } } }));
    const sv = (await get(`/api/news/posts/${FIXTURE_SLUGS[0]}?lang=sv`)).json<TNewsPost>();
    expect(sv).toMatchObject({ title: 'Pongal festival', language: 'en' });
    expect(sv.bodyHtml).toBe('<p>Everyone is <strong>welcome</strong>.</p>\n');
    expect((await get(`/api/news/posts/${FIXTURE_SLUGS[0]}?lang=ta`)).json<TNewsPost>()).toMatchObject({
      title: 'பொங்கல் விழா',
      language: 'ta',
    });
    expect((await get('/api/news/posts/tamil-only?lang=sv')).json<TNewsPost>().language).toBe('ta');
    expect((await get('/api/news/posts/tamil-only?lang=en')).json<TNewsPost>().language).toBe('ta');
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    expect((await get('/api/news/posts/no-such-post')).statusCode).toBe(404);
    expect((await get('/api/news/posts/%3Cscript%3E')).statusCode).toBe(404);
  });

  it('refuses a page number that is not one (400)', async () => {
    expect((await get('/api/news?page=abc')).statusCode).toBe(400);
    expect((await get('/api/news?page=0')).statusCode).toBe(400);
  });

  it('shows a change at once on this instance: an edit, then a deletion', async () => {
    const created = await create(post({ slug: 'to-change' }));
    expect((await get('/api/news/posts/to-change?lang=en')).json<TNewsPost>().title).toBe('Pongal festival');
    const texts = { ta: { title: 'மாற்றம்', body: 'உரை' }, en: { title: 'Changed', body: 'Text' } };
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${created.id}`,
      headers: auth('admin'),
      payload: post({ slug: 'to-change', texts }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get('/api/news/posts/to-change?lang=en')).json<TNewsPost>().title).toBe('Changed');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${created.id}`,
      headers: auth('admin'),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get('/api/news/posts/to-change?lang=en')).statusCode).toBe(404);
  });
});

describe('the banner', () => {
  it('starts as the seeded Diwali 2024 banner, shown until 10 November 2024 begins in Stockholm', async () => {
    const admin = (
      await t.app.inject({ method: 'GET', url: '/api/admin/news', headers: auth('admin') })
    ).json<TNewsAdminAnswer>();
    expect(admin.banner).toMatchObject({ target: { kind: 'path', path: '/diwali2024' }, endsOn: '2024-11-10' });
    now = new Date('2024-11-09T22:59:59Z');
    const shown = (await get('/api/news/home?lang=sv')).json<TNewsHome>();
    expect(shown.banner).toMatchObject({ href: '/diwali2024', language: 'sv' });
    now = new Date('2024-11-09T23:00:00Z');
    expect((await get('/api/news/home?lang=en')).json<TNewsHome>().banner).toBeNull();
  });

  it('links to a post with a last day, shown on the home page at once; cleared, it is gone', async () => {
    const seeded = (
      await t.app.inject({ method: 'GET', url: '/api/admin/news', headers: auth('admin') })
    ).json<TNewsAdminAnswer>().banner;
    const target = await create(post({ slug: 'banner-post' }));
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/news/banner',
      headers: auth('admin'),
      payload: {
        target: { kind: 'post', postId: target.id },
        texts: { ta: { title: 'விழா', text: 'வருக' } },
        endsOn: '2026-03-10',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const home = (await get('/api/news/home?lang=en')).json<TNewsHome>();
    expect(home.banner).toEqual({ title: 'விழா', text: 'வருக', href: '/news/banner-post', language: 'ta' });
    expect(home.latest).toHaveLength(3);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/news/banner',
      headers: auth('admin'),
      payload: {
        target: { kind: 'path', path: 'javascript:alert(1)' },
        texts: { ta: { title: 'x', text: '' } },
        endsOn: '2026-03-10',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/news/banner', headers: auth('admin') })).statusCode,
    ).toBe(204);
    expect((await get('/api/news/home?lang=en')).json<TNewsHome>().banner).toBeNull();
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.target, 'banner:home'));
    expect(logged.map((row) => row.action).slice(-2)).toEqual(['banner.set', 'banner.clear']);
    // The seeded banner back, for the test that reads it.
    if (seeded) {
      const restored = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/news/banner',
        headers: auth('admin'),
        payload: { target: seeded.target, texts: seeded.texts, endsOn: seeded.endsOn },
      });
      expect(restored.statusCode, restored.body).toBe(200);
    }
  });
});

describe('/news.xml', () => {
  it('is well-formed Atom 1.0 with the required elements, in the language asked for', async () => {
    const response = await get('/news.xml?lang=sv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/atom+xml');
    const feed = parseXml(response.body);
    expect(feed.uri).toBe('http://www.w3.org/2005/Atom');
    expect(feed.name).toBe('feed');
    const child = (parent: TXmlElement, name: string) => parent.children.filter((element) => element.name === name);
    for (const name of ['id', 'title', 'updated']) expect(child(feed, name)).toHaveLength(1);
    expect(child(feed, 'link').some((link) => link.attributes.rel === 'self')).toBe(true);
    const entries = child(feed, 'entry');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated', 'link', 'summary', 'content'])
        expect(child(entry, name)).toHaveLength(1);
      expect(child(entry, 'content')[0]?.attributes.type).toBe('html');
      expect(Date.parse(child(entry, 'updated')[0]?.text ?? '')).not.toBeNaN();
    }
    const pongal = entries.find((entry) => child(entry, 'title')[0]?.text === 'Pongal festival');
    expect(child(pongal!, 'content')[0]?.text).toContain('<strong>welcome</strong>');
  });
});

describe('broken text', () => {
  it('refuses a lone surrogate or a NUL in any text field (400), never a 500', async () => {
    for (const bad of ['\ud800', 'a\u0000b']) {
      for (const field of ['title', 'body', 'pictureAlt'] as const) {
        const ta = { title: 'x', body: 'y', pictureAlt: '', [field]: bad };
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/admin/news',
          headers: auth('admin'),
          payload: post({ slug: 'broken', texts: { ta } }),
        });
        expect(response.statusCode, `${field} ${JSON.stringify(bad)}`).toBe(400);
      }
    }
  });
});
