import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, postOfForm } from '../../../shared/site-settings-form.ts';
import type { TSiteSettings } from '../../../shared/site-settings.schema.ts';
import { buildBoardFormPosts, FORM_POST_SITE as SITE, type TBoardFormPosts } from '../../testing/form-post.ts';

const PAGE = '/admindashboard/association';

let t: TBoardFormPosts['t'];
let adminCookie: string;
let memberCookie: string;
let adminToken: string;
let postAt: TBoardFormPosts['post'];

beforeAll(async () => {
  ({ t, adminCookie, memberCookie, adminToken, post: postAt } = await buildBoardFormPosts());
});
afterAll(() => t.close());

const current = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json<{ settings: TSiteSettings }>().settings;

/** The settings' form as a browser without the app sends it: every field the page shows, as text. */
async function fieldsWith(change: Record<string, string>) {
  const fields = postOfForm(formOf(await current()));
  // An unticked box is not sent at all.
  if (fields['grant.oncePerDay'] !== 'true') delete fields['grant.oncePerDay'];
  return { ...fields, ...change };
}

const post = (fields: Record<string, string>, headers: Record<string, string>) => postAt(PAGE, fields, headers);

// Each test compares the settings with what they were when it began, never with another test's save.
describe('POST /admindashboard/association (the settings form sent without the app)', () => {
  it("refuses a member's session (403), another site or no Origin (403) and no session (401); nothing changes", async () => {
    const before = await current();
    const changed = await fieldsWith({ shortName: 'Taken' });
    expect((await post(changed, { origin: SITE, cookie: memberCookie })).statusCode).toBe(403);
    expect((await post(changed, { origin: 'https://evil.example', cookie: adminCookie })).statusCode).toBe(403);
    expect((await post(changed, { cookie: adminCookie })).statusCode).toBe(403);
    expect((await post(changed, { origin: SITE })).statusCode).toBe(401);
    expect((await post(changed, { origin: SITE, cookie: 'refresh_token=not-a-session' })).statusCode).toBe(401);
    expect(await current()).toEqual(before);
  });

  it('saves with the same schema and service as the API, then 303 back to the section with the saved mark', async () => {
    const saved = await post(await fieldsWith({ shortName: 'TKS', copyrightYear: ' 2031 ', country: 'no' }), {
      origin: SITE,
      cookie: adminCookie,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${PAGE}?sent=1`);
    const now = await current();
    expect({ shortName: now.shortName, copyrightYear: now.copyrightYear, country: now.country }).toEqual({
      shortName: 'TKS',
      copyrightYear: 2031,
      country: 'NO',
    });
  });

  it('takes an unticked box as off, and a link row sent empty as removed', async () => {
    const fields = await fieldsWith({ 'socialLinks.0.name': '', 'socialLinks.0.url': '' });
    delete fields['grant.oncePerDay'];
    const before = await current();
    expect((await post(fields, { origin: SITE, cookie: adminCookie })).statusCode).toBe(303);
    const now = await current();
    expect(now.grantRules.oncePerDay).toBe(false);
    expect(now.socialLinks).toEqual(before.socialLinks.slice(1));
  });

  it('refuses what the schema refuses with each field named by its place in the settings, and changes nothing', async () => {
    const before = await current();
    const refused = await post(await fieldsWith({ email: 'not-an-address', 'grant.minAge': 'many', nameTa: '' }), {
      origin: SITE,
      cookie: adminCookie,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    if (String(refused.headers['content-type']).startsWith('text/html')) {
      // With the built web app: the section again, as typed.
      expect(refused.body).toContain('value="not-an-address"');
    } else {
      // Without one to render the section, the refusal is the API's validation answer.
      expect(refused.json<{ fields: Record<string, string> }>().fields).toMatchObject({
        email: 'email',
        'grantRules.minAge': expect.any(String),
        'name.ta': expect.any(String),
      });
    }
    expect(await current()).toEqual(before);
  });
});
