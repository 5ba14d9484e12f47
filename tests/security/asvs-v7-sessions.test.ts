import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, outbox, users, type TUser } from '../../src/server/db/schema.ts';
import { createSessionService } from '../../src/server/modules/accounts/session.service.ts';
import { personnummer } from '../../src/server/testing/registration.fixtures.ts';
import { givenIdFor } from '../../src/shared/given-id.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../src/server/testing/build-test-app.ts';

/**
 * OWASP ASVS 5.0 chapter V7, Session management: an access token is refused once its user's sessions
 * ended (V7.4), and nobody changes someone else's sign-in address (V7.5.1, with V8.2.3's field rule).
 */
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se', RATE_LIMIT_IP_FACTOR: '1000' } });
});
afterAll(() => t?.close());

const PASSWORD = 'Session-Pass-77';
const inject = (options: InjectOptions) => t.app.inject(options);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, token?: string, cookie?: string) =>
  inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    cookies: cookie ? { refresh_token: cookie } : {},
  });
const me = (token: string) => inject({ method: 'GET', url: '/api/member/login', headers: bearer(token) });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value ?? '';
const mailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)));
function linkParam(text: string, page: string, name: string): string {
  const link = new RegExp(`https://tamil\\.example\\.se/${page}\\?\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`no /${page} link in:\n${text}`);
  return new URL(link).searchParams.get(name) ?? '';
}

let families = 8100;
const member = (values: Parameters<typeof createTestUser>[1] = {}) =>
  createTestUser(t.db, {
    familyNumber: ++families,
    email: `v7.${families}@example.org`,
    personalNumber: personnummer('19800101'),
    password: PASSWORD,
    ...values,
  });

async function signIn(user: Pick<TUser, 'email'>) {
  const response = await post('/api/auth/login', { email: user.email, password: PASSWORD });
  expect(response.statusCode, `${response.body} ${JSON.stringify(response.headers)}`).toBe(200);
  return { token: response.json().accessToken as string, cookie: cookieOf(response) };
}

describe('V7.4.1 an access token is refused once its session ended', () => {
  it('after logout', async () => {
    const session = await signIn(await member());
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, undefined, session.cookie)).statusCode).toBe(204);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('after logging out everywhere: every device’s token and refresh cookie', async () => {
    const user = await member();
    const [phone, laptop] = [await signIn(user), await signIn(user)];
    expect((await post('/api/auth/logout-everywhere', {}, phone.token)).statusCode).toBe(204);
    for (const device of [phone, laptop]) {
      expect((await me(device.token)).statusCode).toBe(401);
      expect((await post('/api/auth/refresh', {}, undefined, device.cookie)).statusCode).toBe(401);
    }
    expect((await post('/api/auth/logout-everywhere', {}, phone.token)).statusCode).toBe(401);
  });

  it('after a refresh token was replayed (the chain is revoked): the tokens made from it too', async () => {
    const first = await signIn(await member());
    const rotated = await post('/api/auth/refresh', {}, undefined, first.cookie);
    const second = rotated.json().accessToken as string;
    expect((await me(second)).statusCode).toBe(200);
    // The newer refresh token is used, so the first one coming back is a copy in other hands.
    expect((await post('/api/auth/refresh', {}, undefined, cookieOf(rotated))).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', {}, undefined, first.cookie)).statusCode).toBe(401);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('to the millisecond: a token from the second of the logout is refused, a sign-in in that second counts', async () => {
    const user = await member();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The clock stands still: the old token, the logout and the new sign-in share one millisecond.
      vi.setSystemTime(new Date('2031-03-03T10:00:00.500Z'));
      const before = await signIn(user);
      await post('/api/auth/logout', {}, undefined, before.cookie);
      const after = await signIn(user);
      expect(decodeJwt(after.token).iat).toBe(decodeJwt(before.token).iat);
      expect((await me(before.token)).statusCode).toBe(401);
      expect((await me(after.token)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('V7.4.3 a new password ends every session', () => {
  it('the token from before the reset is refused', async () => {
    const user = await member();
    const session = await signIn(user);
    await post('/api/auth/forgot', { email: user.email });
    await vi.waitFor(async () => expect(await mailsTo(user.email!, 'password-reset')).toHaveLength(1));
    const [mail] = await mailsTo(user.email!, 'password-reset');
    const token = linkParam(mail!.textBody, 'resetpassword', 'token');
    const fresh = 'Brand-New-Pass-88';
    expect((await post('/api/auth/reset', { token, password: fresh, confirmpassword: fresh })).statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', {}, undefined, session.cookie)).statusCode).toBe(401);
  });
});

describe('V7.4.1 a token is refused once its user’s sign-in address or role changed', () => {
  it('a new e-mail address, once confirmed', async () => {
    const user = await member();
    const session = await signIn(user);
    const self = {
      firstName: 'Test',
      lastName: 'Person',
      personalNumber: personnummer('19800101'),
      email: `v7.moved.${families}@example.org`,
      currentPassword: PASSWORD,
    };
    expect((await post('/api/member/update', { self }, session.token)).body).toBe('Updated.');
    expect((await me(session.token)).statusCode).toBe(200);
    const [mail] = await mailsTo(self.email, 'email-verification');
    const code = linkParam(mail!.textBody, 'verify', 'oobCode');
    expect((await post('/api/member/verify-email', { code }, session.token)).json()).toEqual({ result: 'pass' });
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await signIn({ email: self.email })).token).toBeTruthy();
  });

  it('a new role: the old token is refused, a refresh brings one with the new role', async () => {
    const admin = await member({ role: 'Admin' });
    const user = await member();
    const session = await signIn(user);
    expect((await post('/api/admin/role', { id: user.givenId, role: 'Admin' }, await tokenFor(admin))).statusCode).toBe(
      204,
    );
    expect((await me(session.token)).statusCode).toBe(401);
    const refreshed = await post('/api/auth/refresh', {}, undefined, session.cookie);
    const token = refreshed.json().accessToken as string;
    expect(decodeJwt(token).role).toBe('Admin');
    expect((await inject({ method: 'GET', url: '/api/admin/all', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('V7.4.2 a rejected person keeps no session', () => {
  it('their access token and refresh cookie are refused', async () => {
    const admin = await member({ role: 'Admin' });
    const pending = await member({ status: 'pending' });
    // A pending member cannot sign in, yet whatever they hold must end: a session made while the
    // row said approved, as one made before a change of status would be.
    await t.db.update(users).set({ status: 'approved' }).where(eq(users.id, pending.id));
    const session = await createSessionService(t.app.contexts.accounts, t.app.tokens).start(pending);
    await t.db.update(users).set({ status: 'pending' }).where(eq(users.id, pending.id));
    const { accessToken, refreshToken } = session ?? { accessToken: '', refreshToken: '' };
    expect(session).not.toBeNull();
    expect((await post('/api/admin/reject', { id: pending.givenId }, await tokenFor(admin))).statusCode).toBe(204);
    expect((await me(accessToken)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', {}, undefined, refreshToken)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, pending.id));
    expect(row?.sessionsValidAfter).not.toBeNull();
  });
});

describe('V7.5.1 V8.2.3 nobody changes the sign-in address of another adult’s account', () => {
  /** A registrant who is an admin and a spouse, both with accounts, as in the outside test. */
  async function family() {
    const registrant = await member({ role: 'Admin', firstName: 'Kavitha' });
    const number = families;
    const spouse = await createTestUser(t.db, {
      familyNumber: number,
      givenId: givenIdFor(number, 'spouse'),
      email: `v7.spouse.${number}@example.org`,
      personalNumber: personnummer('19820202', '456'),
      password: PASSWORD,
    });
    return { registrant, spouse, attacker: `v7.attacker.${number}@evil.example` };
  }
  const detailsOf = (user: TUser, email: string) => ({
    firstName: `${user.firstName} Changed`,
    lastName: user.lastName,
    personalNumber: user.personalNumber,
    email,
  });

  it('the spouse form cannot carry the registrant’s address away: refused whole, no mail, audit unchanged', async () => {
    const { registrant, spouse, attacker } = await family();
    const spouseToken = (await signIn(spouse)).token;
    const answer = await post('/api/member/updatespouse', { self: detailsOf(registrant, attacker) }, spouseToken);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: 'email_owner_only' });
    const [row] = await t.db.select().from(users).where(eq(users.id, registrant.id));
    expect(row).toMatchObject({ email: registrant.email, firstName: registrant.firstName });
    // No link exists to forward to the owner, and the takeover's next step finds no account.
    expect(await mailsTo(attacker, 'email-verification')).toHaveLength(0);
    await post('/api/auth/forgot', { email: attacker });
    expect(await mailsTo(attacker, 'password-reset')).toHaveLength(0);
    expect((await post('/api/auth/login', { email: attacker, password: PASSWORD })).statusCode).toBe(401);
    // With the address as it is, the names are corrected, audit-logged with who made it.
    const kept = await post(
      '/api/member/updatespouse',
      { self: detailsOf(registrant, registrant.email!) },
      spouseToken,
    );
    expect(kept.body).toBe('Updated.');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, registrant.givenId), eq(auditLog.action, 'family.updatespouse')));
    expect(entry).toMatchObject({ actorId: spouse.id, details: { fields: ['firstName'], email: 'unchanged' } });
  });

  it('and the other way round: the registrant cannot move the spouse’s address either', async () => {
    const { registrant, spouse, attacker } = await family();
    const registrantToken = (await signIn(registrant)).token;
    const answer = await post('/api/member/updatespouse', { self: detailsOf(spouse, attacker) }, registrantToken);
    expect(answer.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, spouse.id));
    expect(row?.email).toBe(spouse.email);
  });

  it('nor can the board’s family form', async () => {
    const { registrant } = await family();
    const board = await member({ role: 'Admin' });
    const moved = `v7.board.${families}@example.org`;
    const answer = await post(
      `/api/admin/family/${registrant.givenId}/update`,
      { self: { ...detailsOf(registrant, moved), firstName: registrant.firstName } },
      await tokenFor(board),
    );
    expect(answer.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, registrant.id));
    expect(row?.email).toBe(registrant.email);
    expect(await mailsTo(moved, 'email-verification')).toHaveLength(0);
  });
});
