import { and, eq } from 'drizzle-orm';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, linkedSignIns, outbox } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { mockOidcSiteEnv, startMockOidcProvider } from '../../testing/mock-oidc-provider.ts';
import { oidcRoundTrips } from '../../testing/oidc-round-trips.ts';
import { OIDC_ERRORS } from './oidc.routes.ts';

const PUBLIC_URL = 'http://site.test';
const PASSWORD = 'Kolam-Thiruvizha-2026';

let provider: OAuth2Server;
let t: TTestApp;
beforeAll(async () => {
  provider = await startMockOidcProvider();
  t = await buildTestApp({ env: mockOidcSiteEnv(provider, PUBLIC_URL) });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const { signInAtProvider, linkCodeAtProvider, confirmLink, redirectQuery, bearer } = oidcRoundTrips(
  () => t,
  PUBLIC_URL,
  PASSWORD,
);

async function newMember(email: string) {
  const user = await createTestUser(t.db, { email, password: PASSWORD });
  return { user, token: await tokenFor(user) };
}

const api = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/member${url}`, headers: token ? bearer(token) : {}, payload });

const auditOf = (userGivenId: string) => t.db.select().from(auditLog).where(eq(auditLog.target, userGivenId));

describe('linking an external sign-in', () => {
  it('shows what will be linked, links only on the press with the password, mails the account with an undo, audit-logs', async () => {
    const { user, token } = await newMember('kavin@example.org');
    const code = await linkCodeAtProvider(token, { email: 'kavin.private@example.net' });

    const preview = await api(token, 'POST', '/sign-in-links/preview', { code });
    expect(preview.json()).toEqual({
      state: 'ready',
      displayName: 'Mock',
      providerEmail: 'kavin.private@example.net',
      accountEmail: 'kavin@example.org',
    });
    // Asking changes nothing.
    expect(await t.db.select().from(linkedSignIns).where(eq(linkedSignIns.userId, user.id))).toEqual([]);

    const missing = await api(token, 'POST', '/sign-in-links/confirm', { code });
    expect(missing.statusCode).toBe(400);
    expect((await confirmLink(token, code)).json()).toEqual({ ok: true });
    expect((await confirmLink(token, code)).json().error).toBe('invalid_code');

    const list = await api(token, 'GET', '/sign-in-links');
    expect(list.json()).toEqual({
      linked: [
        {
          provider: 'mock',
          displayName: 'Mock',
          providerEmail: 'kavin.private@example.net',
          linkedAt: expect.any(String),
        },
      ],
      providers: [{ name: 'mock', displayName: 'Mock' }],
    });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'kavin@example.org'), eq(outbox.kind, 'sign-in-linked-notice')));
    expect(mail!.subject).toContain('Mock');
    expect(mail!.textBody).toMatch(/\/undochange\?code=/);
    expect((await auditOf(user.givenId)).map((entry) => entry.action)).toContain('account.oidc_link');

    // The linked identity signs this member in, whatever address the provider reports.
    const signIn = await signInAtProvider({ email: 'kavin.private@example.net' });
    expect(redirectQuery(signIn.headers.location).get('code')).toBeTruthy();
  });

  it('never links an identity another account has: the return says so', async () => {
    const first = await newMember('first.owner@example.org');
    expect(
      (await confirmLink(first.token, await linkCodeAtProvider(first.token, { email: 'shared@example.net' })))
        .statusCode,
    ).toBe(200);
    const second = await newMember('second.owner@example.org');
    const start = await api(second.token, 'POST', '/sign-in-links/start', { provider: 'mock' });
    const back = await signInAtProvider({ email: 'shared@example.net' }, { authorizePath: start.json().authorizePath });
    expect(redirectQuery(back.headers.location).get('error')).toBe(OIDC_ERRORS.linkedElsewhere);
  });

  it('unlinks from My page: the identity signs in no one after, audit-logged', async () => {
    const { user, token } = await newMember('unlinker@example.org');
    await confirmLink(token, await linkCodeAtProvider(token, { email: 'unlinker@example.org' }));
    expect((await api(token, 'POST', '/sign-in-links/remove', { provider: 'mock' })).json()).toEqual({ ok: true });
    expect((await api(token, 'POST', '/sign-in-links/remove', { provider: 'mock' })).statusCode).toBe(404);
    expect((await api(token, 'GET', '/sign-in-links')).json().linked).toEqual([]);
    expect((await auditOf(user.givenId)).map((entry) => entry.action)).toContain('account.oidc_unlink');
    const signIn = await signInAtProvider({ email: 'unlinker@example.org' });
    expect(redirectQuery(signIn.headers.location).get('error')).toBe(OIDC_ERRORS.notLinked);
  });

  it('the undo link of the mail removes the link and ends every session', async () => {
    const { user, token } = await newMember('undoer@example.org');
    await confirmLink(token, await linkCodeAtProvider(token, { email: 'undoer.elsewhere@example.net' }));
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'undoer@example.org'), eq(outbox.kind, 'sign-in-linked-notice')));
    const undoCode = decodeURIComponent(/undochange\?code=([A-Za-z0-9_%-]+)/.exec(mail!.textBody)![1]!);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/member/undo-change/preview',
      payload: { code: undoCode },
    });
    expect(preview.json()).toEqual({ change: 'oidc_link', email: 'undoer@example.org', provider: 'Mock' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/member/undo-change', payload: { code: undoCode } })).statusCode,
    ).toBe(200);
    expect(await t.db.select().from(linkedSignIns).where(eq(linkedSignIns.userId, user.id))).toEqual([]);
    expect((await api(token, 'GET', '/sign-in-links')).statusCode).toBe(401);
    expect((await auditOf(user.givenId)).map((entry) => entry.action)).toContain('account.oidc_link.undo');
  });

  it('needs a signed-in member for every step, and a provider the site has', async () => {
    expect((await api(undefined, 'GET', '/sign-in-links')).statusCode).toBe(401);
    expect((await api(undefined, 'POST', '/sign-in-links/start', { provider: 'mock' })).statusCode).toBe(401);
    expect((await api(undefined, 'POST', '/sign-in-links/preview', { code: 'x' })).statusCode).toBe(401);
    expect((await api(undefined, 'POST', '/sign-in-links/confirm', { code: 'x', password: 'y' })).statusCode).toBe(401);
    expect((await api(undefined, 'POST', '/sign-in-links/remove', { provider: 'mock' })).statusCode).toBe(401);
    const { token } = await newMember('no.such.provider@example.org');
    expect((await api(token, 'POST', '/sign-in-links/start', { provider: 'google' })).statusCode).toBe(404);
  });
});
