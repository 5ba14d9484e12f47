import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, outbox, users, type TUser } from '../../src/server/db/schema.ts';
import { personnummer } from '../../src/server/testing/registration.fixtures.ts';
import { givenIdFor } from '../../src/shared/given-id.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../src/server/testing/build-test-app.ts';

/**
 * Who controls an account changes only by that person's informed, deliberate act: the attacks of the
 * outside test replayed against every flow that sets or changes a sign-in e-mail or password or
 * activates an account (OWASP ASVS 5.0 V6.3.7, V2.3.1, V6.4.3, V7.5.1, V8.2.3, V16.3.1, V3.2.2).
 */
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se', RATE_LIMIT_IP_FACTOR: '1000' } });
});
afterAll(() => t?.close());

const PASSWORD = 'Owner-Knows-This-42';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const inject = (options: InjectOptions) => t.app.inject(options);
const post = (url: string, payload: object, token?: string) =>
  inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const mailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)));
async function linkParam(email: string, kind: string, page: string, name: string): Promise<string> {
  const [mail] = (await mailsTo(email, kind)).sort((a, b) => b.id - a.id);
  const link = new RegExp(`https://tamil\\.example\\.se/${page}\\?\\S+`).exec(mail?.textBody ?? '')?.[0];
  if (!link) throw new Error(`no /${page} link in the ${kind} mail to ${email}`);
  return new URL(link).searchParams.get(name) ?? '';
}
const rowOf = async (user: Pick<TUser, 'id'>) => (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!;
const actionsOn = async (user: Pick<TUser, 'givenId'>) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.target, user.givenId)).orderBy(asc(auditLog.id))).map(
    (entry) => entry.action,
  );

let families = 8600;
const member = (values: Parameters<typeof createTestUser>[1] = {}) =>
  createTestUser(t.db, {
    familyNumber: ++families,
    email: `ac.${families}@example.org`,
    personalNumber: personnummer('19800101'),
    password: PASSWORD,
    ...values,
  });
async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await post('/api/auth/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().accessToken as string;
}
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
/** The owner asks for a new sign-in e-mail on their own page, with their password. */
async function askForNewEmail(user: TUser, token: string, newEmail: string) {
  const self = {
    firstName: user.firstName,
    lastName: user.lastName,
    personalNumber: user.personalNumber,
    email: newEmail,
    currentPassword: PASSWORD,
  };
  expect((await post('/api/member/update', { self }, token)).body).toBe('Updated.');
  return linkParam(newEmail, 'email-verification', 'verify', 'oobCode');
}

describe('V2.3.1 a sign-up’s password counts only for whoever opened the activation mail and knows it', () => {
  it('a stranger signs up with a member’s e-mail; the member presses Activate: the stranger’s password opens nothing', async () => {
    const victim = await member({ password: undefined, activatedAt: null });
    const strangers = 'Strangers-Choice-99';
    const signup = await post('/api/member/signup', {
      email: victim.email,
      password: strangers,
      confirmpassword: strangers,
    });
    expect(signup.body).toBe('AccountCreated.');
    const code = await linkParam(victim.email!, 'account-activation', 'activateaccount', 'code');
    // The press without a password (the attack's one press) is refused, and so is a guess.
    const pressed = await post('/api/member/activate', { email: victim.email, code });
    expect(pressed.statusCode).toBe(400);
    expect(pressed.json().fields).toEqual({ password: 'mandatory' });
    const guessed = await post('/api/member/activate', { email: victim.email, code, password: PASSWORD });
    expect(guessed.json()).toMatchObject({ error: 'wrong_password' });
    expect(await rowOf(victim)).toMatchObject({ activatedAt: null, passwordHash: null });
    // The member chooses their own password on the page: the stranger's never counts.
    const chosen = await post('/api/member/activate', {
      email: victim.email,
      code,
      password: PASSWORD,
      confirmpassword: PASSWORD,
    });
    expect(chosen.body).toBe('AccountActivated.');
    expect((await login(victim.email!, strangers)).statusCode).toBe(401);
    expect((await login(victim.email!, PASSWORD)).statusCode).toBe(200);
  });
});

describe('V3.2.2 the activation page shows only what the server knows, never the link’s text', () => {
  it('a made-up email parameter gets no echo: the preview answers a state, not the text', async () => {
    const injected = 'Your account is blocked: call +46 70 000 00 00';
    const preview = await post('/api/member/activate/preview', { email: injected, code: 'x' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ state: 'notMember' });
    expect(preview.body).not.toContain('call');
  });
});

describe('V7.5.1 V8.2.3 the sign-in e-mail of an account changes only by its owner', () => {
  async function family() {
    const registrant = await member({ role: 'Admin', firstName: 'Kavitha' });
    const spouse = await createTestUser(t.db, {
      familyNumber: families,
      givenId: givenIdFor(families, 'spouse'),
      email: `ac.spouse.${families}@example.org`,
      personalNumber: personnummer('19820202', '456'),
      password: PASSWORD,
    });
    return { registrant, spouse, attacker: `ac.attacker.${families}@evil.example` };
  }
  const detailsOf = (user: TUser, email: string) => ({
    firstName: user.firstName,
    lastName: user.lastName,
    personalNumber: user.personalNumber,
    email,
  });

  it('the spouse’s updatespouse with the attacker’s address: 409, no link to forward, no account at the address', async () => {
    const { registrant, spouse, attacker } = await family();
    const spouseToken = await signIn(spouse.email!);
    const answer = await post('/api/member/updatespouse', { self: detailsOf(registrant, attacker) }, spouseToken);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: 'email_owner_only' });
    expect((await rowOf(registrant)).email).toBe(registrant.email);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, attacker))).toEqual([]);
    await post('/api/auth/forgot', { email: attacker });
    expect((await login(attacker, PASSWORD)).statusCode).toBe(401);
  });

  it('the board’s edit of the family (/adminfamily) is refused the same way', async () => {
    const { registrant, spouse, attacker } = await family();
    const boardToken = await signIn((await member({ role: 'Admin' })).email!);
    for (const [path, target] of [
      ['update', registrant],
      ['updatespouse', spouse],
    ] as const) {
      const answer = await post(
        `/api/admin/family/${registrant.givenId}/${path}`,
        { self: detailsOf(target, attacker) },
        boardToken,
      );
      expect(answer.statusCode, path).toBe(409);
      expect((await rowOf(target)).email).toBe(target.email);
    }
  });

  it('the owner’s own change needs their password, and the forwarded link changes nothing until the owner’s press', async () => {
    const owner = await member();
    const token = await signIn(owner.email!);
    const moved = `ac.moved.${families}@example.org`;
    const noPassword = await post(
      '/api/member/update',
      { self: { ...detailsOf(owner, moved), currentPassword: 'wrong-one' } },
      token,
    );
    expect(noPassword.statusCode).toBe(403);
    const code = await askForNewEmail(owner, token, moved);
    // Opening the page: its HTML changes nothing; the preview shows old -> new to the owner only.
    await inject({ method: 'GET', url: `/verify?oobCode=${code}` });
    expect((await post('/api/member/verify-email/preview', { code })).json()).toEqual({ state: 'sign_in_required' });
    const stranger = await signIn((await member()).email!);
    expect((await post('/api/member/verify-email/preview', { code }, stranger)).json()).toEqual({
      state: 'sign_in_required',
    });
    expect((await post('/api/member/verify-email', { code }, stranger)).json()).toEqual({ result: 'sign_in_required' });
    expect((await post('/api/member/verify-email/preview', { code }, token)).json()).toEqual({
      state: 'ready',
      oldEmail: owner.email,
      newEmail: moved,
    });
    expect((await rowOf(owner)).email).toBe(owner.email);
    expect((await post('/api/member/verify-email', { code }, token)).json()).toEqual({ result: 'pass' });
    expect((await rowOf(owner)).email).toBe(moved);
  });
});

describe('V6.3.7 the old address hears of every change and can undo it for 7 days', () => {
  it('an e-mail change then a reset at the new address: the undo puts the address and password back, sessions end', async () => {
    const owner = await member();
    const token = await signIn(owner.email!);
    const moved = `ac.taken.${families}@example.org`;
    await post('/api/member/verify-email', { code: await askForNewEmail(owner, token, moved) }, token);
    const undo = await linkParam(owner.email!, 'email-changed-notice', 'undochange', 'code');
    // Whoever holds the new address sets a password there.
    await post('/api/auth/forgot', { email: moved });
    await vi.waitFor(async () => expect(await mailsTo(moved, 'password-reset')).toHaveLength(1));
    const resetToken = await linkParam(moved, 'password-reset', 'resetpassword', 'token');
    const taker = 'Takers-Password-55';
    expect(
      (await post('/api/auth/reset', { token: resetToken, password: taker, confirmpassword: taker })).statusCode,
    ).toBe(200);
    const takerToken = await signIn(moved, taker);
    // The owner's undo link: the page shows what comes back, and only the press acts.
    expect((await post('/api/member/undo-change/preview', { code: undo })).json()).toEqual({
      change: 'email',
      currentEmail: moved,
      restoredEmail: owner.email,
    });
    expect((await rowOf(owner)).email).toBe(moved);
    expect((await post('/api/member/undo-change', { code: undo })).json()).toEqual({ ok: true });
    expect((await rowOf(owner)).email).toBe(owner.email);
    expect((await login(owner.email!, taker)).statusCode).toBe(401);
    expect((await login(owner.email!, PASSWORD)).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/member/login', headers: bearer(takerToken) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/member/undo-change', { code: undo })).statusCode).toBe(400);
    expect((await post('/api/member/undo-change/preview', { code: undo })).json()).toEqual({ change: 'none' });
  });

  it('a password reset: the address gets the undo link, which puts the old password back', async () => {
    const owner = await member();
    await post('/api/auth/forgot', { email: owner.email });
    await vi.waitFor(async () => expect(await mailsTo(owner.email!, 'password-reset')).toHaveLength(1));
    const resetToken = await linkParam(owner.email!, 'password-reset', 'resetpassword', 'token');
    expect((await post('/api/auth/reset/preview', { token: resetToken })).json()).toEqual({
      state: 'ready',
      email: owner.email,
    });
    const fresh = 'Fresh-Password-66';
    await post('/api/auth/reset', { token: resetToken, password: fresh, confirmpassword: fresh });
    const undo = await linkParam(owner.email!, 'password-changed-notice', 'undochange', 'code');
    expect((await post('/api/member/undo-change/preview', { code: undo })).json()).toEqual({
      change: 'password',
      email: owner.email,
    });
    expect((await login(owner.email!, fresh)).statusCode).toBe(200);
    expect((await post('/api/member/undo-change', { code: undo })).statusCode).toBe(200);
    expect((await login(owner.email!, fresh)).statusCode).toBe(401);
    expect((await login(owner.email!, PASSWORD)).statusCode).toBe(200);
  });
});

describe('V16.3.1 every step of a change of who controls an account is in the audit log', () => {
  it('activation, e-mail change asked, confirmed and undone, password reset', async () => {
    const newcomer = await member({ password: undefined, activatedAt: null });
    await post('/api/member/signup', { email: newcomer.email, password: PASSWORD, confirmpassword: PASSWORD });
    const code = await linkParam(newcomer.email!, 'account-activation', 'activateaccount', 'code');
    await post('/api/member/activate', { email: newcomer.email, code, password: PASSWORD });
    const token = await signIn(newcomer.email!);
    const moved = `ac.logged.${families}@example.org`;
    await post('/api/member/verify-email', { code: await askForNewEmail(newcomer, token, moved) }, token);
    const undo = await linkParam(newcomer.email!, 'email-changed-notice', 'undochange', 'code');
    await post('/api/member/undo-change', { code: undo });
    await post('/api/auth/forgot', { email: newcomer.email });
    await vi.waitFor(async () => expect(await mailsTo(newcomer.email!, 'password-reset')).toHaveLength(1));
    const resetToken = await linkParam(newcomer.email!, 'password-reset', 'resetpassword', 'token');
    await post('/api/auth/reset', {
      token: resetToken,
      password: 'Another-Pass-77',
      confirmpassword: 'Another-Pass-77',
    });
    expect(await actionsOn(newcomer)).toEqual([
      'account.activate',
      'account.email_change.request',
      'account.email_change.confirm',
      'account.email_change.undo',
      'account.password_reset',
    ]);
  });
});
