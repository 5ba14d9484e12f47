import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSitePageSource } from '../../../shared/site-pages.schema.ts';
import { buildBoardFormPosts, FORM_POST_SITE as SITE, type TBoardFormPosts } from '../../testing/form-post.ts';

const SECTION = '/admindashboard/content';
const ABOUT_EN = `${SECTION}?tab=site-pages&page=about&lang=en`;

let world: TBoardFormPosts;

beforeAll(async () => {
  world = await buildBoardFormPosts();
});
afterAll(() => world?.t.close());

const source = async (slug: string, language: string) =>
  (
    await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/pages/${slug}/${language}`,
      headers: { authorization: `Bearer ${world.adminToken}` },
    })
  ).json<TSitePageSource>();

const asAdmin = () => ({ origin: SITE, cookie: world.adminCookie });

// Each test compares the pages with what they were when it began, never with another test's save.
describe('POST /admindashboard/content?tab=site-pages (the page editor sent without the app)', () => {
  it("refuses a member's session (403), another site or no Origin (403) and no session (401); nothing changes", async () => {
    const before = await source('about', 'en');
    const changed = { body: '## Taken over' };
    expect((await world.post(ABOUT_EN, changed, { origin: SITE, cookie: world.memberCookie })).statusCode).toBe(403);
    expect(
      (await world.post(ABOUT_EN, changed, { origin: 'https://evil.example', cookie: world.adminCookie })).statusCode,
    ).toBe(403);
    expect((await world.post(ABOUT_EN, changed, { cookie: world.adminCookie })).statusCode).toBe(403);
    expect((await world.post(ABOUT_EN, changed, { origin: SITE })).statusCode).toBe(401);
    expect((await world.post(ABOUT_EN, changed, { origin: SITE, cookie: 'refresh_token=x' })).statusCode).toBe(401);
    expect(await source('about', 'en')).toEqual(before);
  });

  it("saves the page the address names through the API's schema and service, then 303 back to that editor", async () => {
    // A browser ends a textarea's lines CR LF in the post; the page keeps them as the app sends them.
    const saved = await world.post(ABOUT_EN, { body: '## About us\r\n\r\nSaved **without** the app.' }, asAdmin());
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${ABOUT_EN}&sent=1`);
    const now = await source('about', 'en');
    expect(now.body).toBe('## About us\n\nSaved **without** the app.');
    expect(now.versions[0]).toMatchObject({ action: 'page.save', body: now.body });
    // The other languages of the page are left as they were.
    expect((await source('about', 'sv')).body).not.toBe(now.body);
  });

  it("takes the privacy policy's date, and an empty date as none", async () => {
    const privacy = `${SECTION}?tab=site-pages&page=privacy&lang=ta`;
    expect(
      (await world.post(privacy, { body: 'தனியுரிமை', effectiveDate: ' 2031-02-03 ' }, asAdmin())).statusCode,
    ).toBe(303);
    expect(await source('privacy', 'ta')).toMatchObject({ body: 'தனியுரிமை', effectiveDate: '2031-02-03' });
    expect((await world.post(privacy, { body: 'தனியுரிமை', effectiveDate: '' }, asAdmin())).statusCode).toBe(303);
    expect((await source('privacy', 'ta')).effectiveDate).toBeNull();
  });

  it('refuses what the schema refuses with each field named, and changes nothing', async () => {
    const privacy = `${SECTION}?tab=site-pages&page=privacy&lang=en`;
    const before = await source('privacy', 'en');
    const refused = await world.post(privacy, { body: 'Refused draft', effectiveDate: '2031-02-30' }, asAdmin());
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    if (String(refused.headers['content-type']).startsWith('text/html')) {
      // With the built web app: the section again, on this page's editor, as typed.
      expect(refused.body).toContain('value="2031-02-30"');
      expect(refused.body).toMatch(/<textarea[^>]*name="body"[^>]*>Refused draft<\/textarea>/);
    } else {
      // Without one to render the section, the refusal is the API's validation answer.
      expect(refused.json<{ fields: Record<string, string> }>().fields).toEqual({ effectiveDate: 'date' });
    }
    const empty = await world.post(privacy, { body: '   ', effectiveDate: '' }, asAdmin());
    expect(empty.statusCode).toBe(400);
    expect(await source('privacy', 'en')).toEqual(before);
  });

  it('answers 404 for an address that names no page editor, and changes nothing', async () => {
    const before = await source('about', 'en');
    for (const address of [
      SECTION,
      `${SECTION}?tab=news&page=about&lang=en`,
      `${SECTION}?tab=site-pages&page=nowhere&lang=en`,
      `${SECTION}?tab=site-pages&page=about&lang=xx`,
      `${SECTION}?tab=site-pages&page=about`,
    ]) {
      expect((await world.post(address, { body: 'Somewhere' }, asAdmin())).statusCode).toBe(404);
    }
    expect(await source('about', 'en')).toEqual(before);
  });
});
