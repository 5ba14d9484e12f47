import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givenIdFor } from '../../../shared/given-id.ts';
import { users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { personnummer } from '../../testing/registration.fixtures.ts';
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
let mine: { self: string; kid: string; spouse: string };
let theirKid: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: SITE, MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  const them = await createTestUser(t.db, { email: 'other-family@example.org' });
  const theirNumber = Number(them.givenId.slice(0, 4));
  theirKid = givenIdFor(theirNumber, 'kid', 1);
  await createTestUser(t.db, { familyNumber: theirNumber, givenId: theirKid, email: null, firstName: 'Theirs' });
});

// Each test signs in to a family of its own, a parent and their kid Nila without a spouse: what one
// test saves is never what another test expects to find.
let familiesMade = 0;
beforeEach(async () => {
  familiesMade += 1;
  const email = `family-form-${familiesMade}@example.org`;
  const me = await createTestUser(t.db, { email, password: PASSWORD });
  const number = Number(me.givenId.slice(0, 4));
  mine = { self: me.givenId, kid: givenIdFor(number, 'kid', 1), spouse: givenIdFor(number, 'spouse') };
  await createTestUser(t.db, { familyNumber: number, givenId: mine.kid, email: null, firstName: 'Nila' });
  ({ session, post } = await signInForFormPosts(t, email, PASSWORD));
});
afterAll(() => t.close());

const KID = { firstName: 'Malar', lastName: 'Person', personalNumber: personnummer('20150101', '234') };
const SPOUSE = {
  firstName: 'Arun',
  lastName: 'Person',
  personalNumber: personnummer('19790202', '456'),
  email: 'family-form-spouse@example.org',
};

const person = async (givenId: string) => (await t.db.select().from(users).where(eq(users.givenId, givenId)))[0];

describe('POST /mypage on the family tab (spouse and kid sent without the app)', () => {
  it('refuses another site (403) and no session (401); nothing changes', async () => {
    const url = `/mypage?tab=family&edit=kid:${mine.kid}`;
    expect((await post(url, KID, { ...session, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post(url, KID, { cookie: session.cookie })).statusCode).toBe(403);
    expect((await post(url, KID, { origin: SITE })).statusCode).toBe(401);
    expect((await post('/mypage?tab=family&edit=spouse', SPOUSE, { origin: SITE })).statusCode).toBe(401);
    expect((await person(mine.kid))?.firstName).toBe('Nila');
    expect(await person(mine.spouse)).toBeUndefined();
  });

  it('changes the kid the address names, with the kid schema and service, then 303 to the family tab', async () => {
    const saved = await post(`/mypage?tab=family&edit=kid:${mine.kid}`, KID);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/mypage?tab=family');
    expect(await person(mine.kid)).toMatchObject({ firstName: 'Malar', personalNumber: KID.personalNumber });
  });

  it("refuses another family's kid as the API does (403) and changes nothing; a kid id in the fields is no address", async () => {
    const foreign = await post(`/mypage?tab=family&edit=kid:${theirKid}`, { ...KID, firstName: 'Taken' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'forbidden' });
    expect((await person(theirKid))?.firstName).toBe('Theirs');

    // Without a kid in the address the form adds one to the member's own family, whatever the fields say.
    const added = await post('/mypage?tab=family&edit=kid', { ...KID, firstName: 'Kavin', givenId: theirKid });
    expect(added.statusCode).toBe(303);
    expect((await person(theirKid))?.firstName).toBe('Theirs');
    expect((await person(mine.kid.replace(/K1$/, 'K2')))?.firstName).toBe('Kavin');
  });

  it('refuses what the kid and spouse schemas refuse (400) and changes nothing', async () => {
    const kid = await post(`/mypage?tab=family&edit=kid:${mine.kid}`, {
      ...KID,
      firstName: 'Never',
      personalNumber: '1',
    });
    expect(kid.statusCode).toBe(400);
    // The refused field is named in the answer: the JSON refusal, or the page again with its state.
    expect(kid.body).toMatch(/"personalNumber":"[^"]+"/);
    expect((await person(mine.kid))?.firstName).toBe('Nila');

    const spouse = await post('/mypage?tab=family&edit=spouse', { ...SPOUSE, email: 'not-an-address' });
    expect(spouse.statusCode).toBe(400);
    expect(spouse.body).toMatch(/"email":"[^"]+"/);
    expect(await person(mine.spouse)).toBeUndefined();
  });

  it('adds the other adult, then 303 to the family tab', async () => {
    const saved = await post('/mypage?tab=family&edit=spouse', SPOUSE);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/mypage?tab=family');
    expect(await person(mine.spouse)).toMatchObject({ firstName: 'Arun', email: SPOUSE.email });
  });

  it('answers 404 for an address that names no form of the page', async () => {
    for (const edit of ['kid:a:b', 'spouse:1', 'address:1', 'kids']) {
      expect((await post(`/mypage?tab=family&edit=${edit}`, KID)).statusCode, edit).toBe(404);
    }
  });
});
