import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import {
  FORM_POST_SITE,
  signInForFormPosts,
  type TSessionFormPosts,
  type TSessionHeaders,
} from '../../testing/form-post.ts';

const SITE = FORM_POST_SITE;
const PASSWORD = 'Jasmine-Garden-77';

let t: TTestApp;
let session: TSessionHeaders;
let post: TSessionFormPosts['post'];
let myId: number;
let theirId: number;

beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: SITE, MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  theirId = (await createTestUser(t.db, { email: 'choices-other-family@example.org' })).id;
});
afterAll(() => t.close());

// Each test signs in as a member of its own: a closure one test records is never another's to find.
let membersMade = 0;
beforeEach(async () => {
  membersMade += 1;
  const email = `choices-form-${membersMade}@example.org`;
  myId = (await createTestUser(t.db, { email, password: PASSWORD })).id;
  ({ session, post } = await signInForFormPosts(t, email, PASSWORD));
});

const choicesOf = async (id: number) => {
  const [row] = await t.db
    .select({
      remindersEnabled: users.remindersEnabled,
      announcementsEnabled: users.announcementsEnabled,
      closureRequestedAt: users.closureRequestedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

const PREFERENCES = '/mypage?edit=preferences';
const CLOSURE = '/mypage?edit=closure';

describe('POST /mypage: preferences and the closure request sent without the app', () => {
  it('refuses another site or no Origin (403) and no session (401); nothing changes', async () => {
    const before = await choicesOf(myId);
    for (const [url, fields] of [
      [PREFERENCES, {}],
      [CLOSURE, { confirmed: 'true' }],
    ] as const) {
      expect((await post(url, fields, { ...session, origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await post(url, fields, { cookie: session.cookie })).statusCode).toBe(403);
      expect((await post(url, fields, { origin: SITE })).statusCode).toBe(401);
      expect((await post(url, fields, { origin: SITE, cookie: 'refresh_token=not-a-session' })).statusCode).toBe(401);
    }
    expect(await choicesOf(myId)).toEqual(before);
  });

  it('saves the ticked boxes through the API’s service, an unticked box off, then 303 to the page’s notice', async () => {
    const theirs = await choicesOf(theirId);
    const saved = await post(PREFERENCES, { announcementsEnabled: 'true' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/mypage?sent=preferences');
    expect(await choicesOf(myId)).toMatchObject({ remindersEnabled: false, announcementsEnabled: true });

    const both = await post(PREFERENCES, { remindersEnabled: 'true', announcementsEnabled: 'true' });
    expect(both.statusCode).toBe(303);
    expect(await choicesOf(myId)).toMatchObject({ remindersEnabled: true, announcementsEnabled: true });
    // The session names whose preferences change: another family's never do.
    expect(await choicesOf(theirId)).toEqual(theirs);
  });

  it('refuses a box with any other value (400, the page again) and changes nothing', async () => {
    const before = await choicesOf(myId);
    const refused = await post(PREFERENCES, { remindersEnabled: 'false', announcementsEnabled: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    expect(await choicesOf(myId)).toEqual(before);
  });

  it('refuses the closure request without its confirmation ticked (400) and records nothing', async () => {
    const unconfirmed: Record<string, string>[] = [{}, { confirmed: '' }, { confirmed: 'yes' }];
    for (const fields of unconfirmed) {
      const refused = await post(CLOSURE, fields);
      expect(refused.statusCode).toBe(400);
    }
    expect((await choicesOf(myId))?.closureRequestedAt).toBeNull();
  });

  it('records the confirmed closure request for the session’s own account only, then 303 to the page', async () => {
    const asked = await post(CLOSURE, { confirmed: 'true' });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe('/mypage');
    expect((await choicesOf(myId))?.closureRequestedAt).toBeInstanceOf(Date);
    expect((await choicesOf(theirId))?.closureRequestedAt).toBeNull();
  });
});
