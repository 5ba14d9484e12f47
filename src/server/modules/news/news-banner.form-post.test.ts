import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNewsAdminAnswer } from '../../../shared/news.schema.ts';
import { buildBoardFormPosts, FORM_POST_SITE as SITE, type TBoardFormPosts } from '../../testing/form-post.ts';

const SECTION = '/admindashboard/content';
const BANNER = `${SECTION}?form=news-banner`;

let world: TBoardFormPosts;

beforeAll(async () => {
  world = await buildBoardFormPosts();
});
afterAll(() => world?.t.close());

const banner = async () =>
  (
    await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/news',
      headers: { authorization: `Bearer ${world.adminToken}` },
    })
  ).json<TNewsAdminAnswer>().banner;

const asAdmin = () => ({ origin: SITE, cookie: world.adminCookie });

/** The form as a browser without the app sends it: every field, the unchosen targets empty. */
const form = (fields: Record<string, string>) => ({
  kind: 'path',
  postId: '',
  eventId: '',
  path: '/events',
  'texts.ta.title': 'தீபாவளி',
  'texts.ta.text': '',
  'texts.en.title': 'Diwali',
  'texts.en.text': 'Come along',
  'texts.sv.title': '',
  'texts.sv.text': '',
  endsOn: '2031-11-10',
  ...fields,
});

/** The refusal: the section again with what was typed (with the built web app), else the API's validation answer. */
function expectRefused(
  refused: Awaited<ReturnType<TBoardFormPosts['post']>>,
  fields: Record<string, string>,
  typed: string,
) {
  expect(refused.statusCode).toBe(400);
  expect(refused.headers.location).toBeUndefined();
  if (String(refused.headers['content-type']).startsWith('text/html')) {
    // The news tab again, its banner form as typed and the refused field marked.
    expect(refused.body).toContain(typed);
    expect(refused.body).toContain('aria-invalid="true"');
  } else {
    expect(refused.json<{ fields: Record<string, string> }>().fields).toEqual(fields);
  }
}

describe('POST /admindashboard/content?form=news-banner (the banner form sent without the app)', () => {
  it("refuses a member's session (403), another site or no Origin (403) and no session (401); nothing changes", async () => {
    const before = await banner();
    const taken = form({ path: '/taken-over' });
    expect((await world.post(BANNER, taken, { origin: SITE, cookie: world.memberCookie })).statusCode).toBe(403);
    expect(
      (await world.post(BANNER, taken, { origin: 'https://evil.example', cookie: world.adminCookie })).statusCode,
    ).toBe(403);
    expect((await world.post(BANNER, taken, { cookie: world.adminCookie })).statusCode).toBe(403);
    expect((await world.post(BANNER, taken, { origin: SITE })).statusCode).toBe(401);
    expect(
      (await world.post(BANNER, { intent: 'take-down' }, { origin: SITE, cookie: world.memberCookie })).statusCode,
    ).toBe(403);
    expect(await banner()).toEqual(before);
  });

  it("sets the banner through the API's schema and service, then 303 back to the section with its mark", async () => {
    const set = await world.post(BANNER, form({}), asAdmin());
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe(`${SECTION}?sent=news-banner`);
    expect(await banner()).toMatchObject({
      target: { kind: 'path', path: '/events' },
      texts: { ta: { title: 'தீபாவளி' }, en: { title: 'Diwali', text: 'Come along' } },
      endsOn: '2031-11-10',
    });
  });

  it('refuses what the schema refuses with each field named, and a post that is not there; nothing changes', async () => {
    await world.post(BANNER, form({}), asAdmin());
    const before = await banner();
    expectRefused(
      await world.post(BANNER, form({ 'texts.ta.title': '', endsOn: '2031-02-30' }), asAdmin()),
      { 'texts.ta.title': 'mandatory', endsOn: 'valueInvalid' },
      'value="2031-02-30"',
    );
    expectRefused(
      await world.post(BANNER, form({ kind: 'post', postId: '' }), asAdmin()),
      { 'target.postId': expect.any(String) as unknown as string },
      'name="postId"',
    );
    expectRefused(
      await world.post(BANNER, form({ kind: 'somewhere' }), asAdmin()),
      { 'target.kind': 'valueInvalid' },
      'Come along',
    );
    expectRefused(
      await world.post(BANNER, form({ kind: 'post', postId: '999999' }), asAdmin()),
      { target: 'valueInvalid' },
      'name="postId"',
    );
    expect(await banner()).toEqual(before);
  });

  it('takes the banner down with the take-down press, and says so when it is already gone', async () => {
    await world.post(BANNER, form({}), asAdmin());
    const down = await world.post(BANNER, { ...form({}), intent: 'take-down' }, asAdmin());
    expect(down.statusCode).toBe(303);
    expect(down.headers.location).toBe(`${SECTION}?sent=news-banner-down`);
    expect(await banner()).toBeNull();
    const again = await world.post(BANNER, { ...form({}), intent: 'take-down' }, asAdmin());
    expect(again.statusCode).toBe(400);
    expect(again.headers.location).toBeUndefined();
    expect(await banner()).toBeNull();
  });
});
