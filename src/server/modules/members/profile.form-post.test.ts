import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { families, users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { postForm } from '../../testing/form-post.ts';

const SITE = 'https://tamil.example.se';
const PASSWORD = 'Jasmine-Garden-77';

let t: TTestApp;
let cookie: string;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: SITE, MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  const user = await createTestUser(t.db, { email: 'plain-edit@example.org', password: PASSWORD });
  userId = user.id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'plain-edit@example.org', password: PASSWORD },
  });
  cookie = login.cookies.find((entry) => entry.name === 'refresh_token' && entry.value !== '')?.value ?? '';
  expect(cookie).not.toBe('');
});
afterAll(() => t.close());

const ADDRESS = { streetAddress: 'Storgatan 2', city: 'Uppsala', postalCode: '753 20', country: 'Sweden' };

const post = (fields: Record<string, string>, headers: Record<string, string>, url = '/mypage?edit=address') =>
  postForm(t.app, url, fields, headers);

const familyStreet = async () => {
  const [row] = await t.db
    .select({ street: families.streetAddress })
    .from(users)
    .innerJoin(families, eq(families.id, users.familyId))
    .where(eq(users.id, userId));
  return row?.street;
};

// Each test compares the address with what it was when the test began, never with another test's save.
describe('POST /mypage (the member page’s forms sent without the app, signed in by the session cookie)', () => {
  it('refuses a post from another site or without an Origin (403), and one without a session (401); nothing changes', async () => {
    const before = await familyStreet();
    const changed = { ...ADDRESS, streetAddress: 'Elsewhere 1' };
    const session = { cookie: `refresh_token=${cookie}` };
    const foreign = await post(changed, { ...session, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const missing = await post(changed, session);
    expect(missing.statusCode).toBe(403);
    const lookalike = await post(changed, { ...session, origin: `${SITE}.evil.example` });
    expect(lookalike.statusCode).toBe(403);
    const noCookie = await post(changed, { origin: SITE });
    expect(noCookie.statusCode).toBe(401);
    const unknownCookie = await post(changed, { origin: SITE, cookie: 'refresh_token=not-a-session' });
    expect(unknownCookie.statusCode).toBe(401);
    // The access token a JSON call carries is no session for a form post.
    expect(await familyStreet()).toBe(before);
  });

  it('saves with the same schema and service as the API, then 303 back to the page', async () => {
    const saved = await post(ADDRESS, { origin: SITE, cookie: `refresh_token=${cookie}` });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/mypage');
    expect(await familyStreet()).toBe('Storgatan 2');

    // The cookie was checked, not used up: the app's refresh in that browser still works.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    cookie = refreshed.cookies.find((entry) => entry.name === 'refresh_token' && entry.value !== '')?.value ?? '';
  });

  it('refuses what the schema refuses (the page again, 400) and changes nothing; an unknown form is 404', async () => {
    const session = { origin: SITE, cookie: `refresh_token=${cookie}` };
    const before = await familyStreet();
    const refused = await post({ ...ADDRESS, streetAddress: 'Never 9', postalCode: 'not a code' }, session);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    expect(await familyStreet()).toBe(before);

    const phone = await post(
      {
        firstName: 'Test',
        lastName: 'Person',
        personalNumber: '19800101-1234',
        email: 'plain-edit@example.org',
        phoneNumber: 'abc',
      },
      session,
      '/mypage?edit=self',
    );
    expect(phone.statusCode).toBe(400);

    const unknown = await post(ADDRESS, session, '/mypage?edit=bank');
    expect(unknown.statusCode).toBe(404);
  });
});
