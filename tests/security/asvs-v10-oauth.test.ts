import type { OAuth2Server } from 'oauth2-mock-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, linkedSignIns } from '../../src/server/db/schema.ts';
import { OIDC_ERRORS } from '../../src/server/modules/accounts/oidc.routes.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../src/server/testing/build-test-app.ts';
import { mockOidcSiteEnv, startMockOidcProvider } from '../../src/server/testing/mock-oidc-provider.ts';
import { cookieFrom, oidcRoundTrips } from '../../src/server/testing/oidc-round-trips.ts';

/**
 * OWASP ASVS 5.0 chapter V10, OAuth and OIDC, as the site's client: the return of an external
 * sign-in carries no token, and what it carries counts only in the browser that started it.
 */
const PUBLIC_URL = 'https://tamil.example.se';
const PASSWORD = 'Kolam-Thiruvizha-2026';
const MEMBER = 'v10.member@example.org';
let provider: OAuth2Server;
let t: TTestApp;
let memberId: number;
let memberToken: string;
beforeAll(async () => {
  provider = await startMockOidcProvider();
  t = await buildTestApp({ env: mockOidcSiteEnv(provider, PUBLIC_URL) });
  const member = await createTestUser(t.db, { email: MEMBER, password: PASSWORD });
  memberId = member.id;
  memberToken = await tokenFor(member);
  await createTestUser(t.db, { email: 'v10.pending@example.org', status: 'pending' });
  // The member's own provider account, linked by the member signed in, with the password.
  expect((await linkAtProvider(memberToken, { email: MEMBER })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

const { signInAtProvider, linkAtProvider, linkCodeAtProvider, confirmLink, exchange, bearer } = oidcRoundTrips(
  () => t,
  PUBLIC_URL,
  PASSWORD,
);

/** One browser's whole round trip: our authorize, the provider, our callback. */
async function browserSignsIn(email?: string, sub?: string) {
  const callback = await signInAtProvider({ email, sub });
  const returned = new URL(String(callback.headers.location), PUBLIC_URL);
  return { callback, returned, state: callback.state };
}

describe('V10.1.1 no token travels in the return address', () => {
  it('the return to /redirect carries a one-time code only, and no session is made before it is traded', async () => {
    const { callback, returned } = await browserSignsIn(MEMBER);
    expect(returned.pathname).toBe('/redirect');
    expect([...returned.searchParams.keys()]).toEqual(['code']);
    expect(returned.searchParams.get('code')).not.toMatch(/^eyJ/);
    expect(cookieFrom(callback.headers['set-cookie'], 'refresh_token')).toBeUndefined();
  });
});

describe('V10.1.2 what the provider returns counts only in the browser that started the sign-in', () => {
  it('a link with someone else’s code signs nobody in (sign-in CSRF); the starting browser, once', async () => {
    const attacker = await browserSignsIn(MEMBER);
    const victim = await browserSignsIn(MEMBER);
    const attackersCode = attacker.returned.searchParams.get('code');
    for (const state of [victim.state, undefined]) {
      const refused = await exchange(attackersCode, state);
      expect(refused.statusCode).toBe(400);
      expect(cookieFrom(refused.headers['set-cookie'], 'refresh_token')).toBeUndefined();
    }
    const own = await exchange(victim.returned.searchParams.get('code'), victim.state);
    expect(own.statusCode).toBe(200);
    expect(cookieFrom(own.headers['set-cookie'], 'refresh_token')).toBeTruthy();
    expect((await exchange(victim.returned.searchParams.get('code'), victim.state)).statusCode).toBe(400);
  });

  it('every error of the return is one of the texts /redirect knows', async () => {
    const known = Object.values(OIDC_ERRORS) as string[];
    for (const email of ['v10.stranger@example.org', 'v10.pending@example.org', undefined, 'V10.member@example.org']) {
      const { returned } = await browserSignsIn(email);
      expect(known).toContain(returned.searchParams.get('error'));
      expect(returned.searchParams.get('code')).toBeNull();
    }
  });
});

describe('V10.5.2 V6.8.1 the user is the provider’s subject that was linked, never the address it reports', () => {
  it('V10.5.2 a stranger’s provider account with the member’s verified address signs in no one, and cannot link itself', async () => {
    const stranger = { email: MEMBER, sub: 'mock|strangers-own-account' };
    const before = await t.db.select().from(linkedSignIns);
    const { callback, returned } = await browserSignsIn(stranger.email, stranger.sub);
    expect(returned.pathname).toBe('/redirect');
    expect(returned.searchParams.get('error')).toBe(OIDC_ERRORS.notLinked);
    expect(returned.searchParams.get('code')).toBeNull();
    expect(cookieFrom(callback.headers['set-cookie'], 'refresh_token')).toBeUndefined();
    // Refused and written down, for the board to see who tried.
    const refusals = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.oidc_sign_in.refused'));
    expect(refusals.at(-1)).toMatchObject({ actorId: null, details: { provider: 'mock', reason: 'not_linked' } });

    // Linking needs a signed-in member: the stranger has no session, and a forged start is refused.
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/member/sign-in-links/start',
      payload: { provider: 'mock' },
    });
    expect(noSession.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/oauth2/authorize/mock?redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/redirect`)}&link=${'eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiIxIn0.'}`,
    });
    expect(new URL(String(forged.headers.location), PUBLIC_URL).searchParams.get('error')).toBe(OIDC_ERRORS.flowFailed);
    expect(await t.db.select().from(linkedSignIns)).toEqual(before);
  });

  it('V6.8.1 a link code made for the member does nothing for anyone else, nor without the password, nor on its own', async () => {
    const code = await linkCodeAtProvider(memberToken, { email: MEMBER, sub: 'mock|second-account' });
    // Forwarded to another member (signed in, with their own password): not theirs.
    const other = await createTestUser(t.db, { email: 'v10.other@example.org', password: PASSWORD });
    const forwarded = await confirmLink(await tokenFor(other), code);
    expect([forwarded.statusCode, forwarded.json().error]).toEqual([400, 'invalid_code']);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/member/sign-in-links/preview',
      headers: bearer(await tokenFor(other)),
      payload: { code },
    });
    expect(preview.json()).toEqual({ state: 'invalid' });
    // The owner's session without the password: refused, and the code stays usable.
    const guessed = await confirmLink(memberToken, code, 'Not-The-Password-1');
    expect([guessed.statusCode, guessed.json().error]).toEqual([400, 'wrong_password']);
    expect(await t.db.select().from(linkedSignIns).where(eq(linkedSignIns.subject, 'mock|second-account'))).toEqual([]);
    expect((await confirmLink(memberToken, code)).statusCode).toBe(200);
    const [row] = await t.db.select().from(linkedSignIns).where(eq(linkedSignIns.subject, 'mock|second-account'));
    expect(row).toMatchObject({ userId: memberId, provider: 'mock' });
  });
});
