import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, outbox, users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { requestEmailChange } from './account-links.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import { verifyPassword } from './password.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_IP_FACTOR: '1000', PUBLIC_URL: 'https://site.example' } });
});
afterAll(() => t.close());

const STRONG = 'Kolam-Pattern-42';

/** A registered family member who has not signed up: no password, not activated. */
const registeredMember = (email: string, extra: Parameters<typeof createTestUser>[1] = {}) =>
  createTestUser(t.db, { email, activatedAt: null, ...extra });

const signup = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/member/signup', payload });
/** The activation press, with the password typed on the page (by default the one chosen at sign-up). */
const activate = (email: string, code: string, password: string = STRONG, confirmpassword?: string) =>
  t.app.inject({ method: 'POST', url: '/api/member/activate', payload: { email, code, password, confirmpassword } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function mailsTo(email: string) {
  return t.db.select().from(outbox).where(eq(outbox.recipient, email));
}

function linkIn(text: string, page: string): URL {
  const match = new RegExp(`https://site\\.example/${page}\\?\\S+`).exec(text);
  if (!match) throw new Error(`no /${page} link in:\n${text}`);
  return new URL(match[0]);
}

describe('POST /api/member/signup', () => {
  it('creates the account, answers AccountCreated. in plain text and mails the activation link', async () => {
    const member = await registeredMember('meena@example.org', { language: 'sv' });
    const response = await signup({ email: ' Meena@Example.org ', password: STRONG, confirmpassword: STRONG });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('AccountCreated.');

    // The password waits with the code: the account has none until the address is proven.
    const [stored] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(stored?.passwordHash).toBeNull();
    expect(stored?.activatedAt).toBeNull();

    const [mail] = await mailsTo('meena@example.org');
    expect(mail).toMatchObject({ kind: 'account-activation', status: 'pending' });
    expect(mail!.subject).toMatch(/aktivera/i);
    const link = linkIn(mail!.textBody, 'activateaccount');
    expect(link.searchParams.get('email')).toBe('meena@example.org');
    const code = link.searchParams.get('code')!;
    expect(mail!.htmlBody).toContain('https://site.example/activateaccount?');

    // Only the code's hash is kept, valid 24 hours.
    const [token] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, member.id));
    expect(token?.tokenHash).toBe(hashOpaqueToken(code));
    expect(token?.kind).toBe('activation');
    expect(token?.payload).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(token!.payload!, STRONG)).toBe(true);
    const hours = (token!.expiresAt.getTime() - token!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);

    // The password does not work before activation.
    expect((await login('meena@example.org', STRONG)).json().error).toBe('not_verified');
  });

  it('a new sign-up before activation replaces the waiting password and sends a fresh link; the old link is dead', async () => {
    await registeredMember('twice@example.org');
    expect((await signup({ email: 'twice@example.org', password: STRONG, confirmpassword: STRONG })).body).toBe(
      'AccountCreated.',
    );
    const second = 'Second-Choice-77';
    expect((await signup({ email: 'twice@example.org', password: second, confirmpassword: second })).body).toBe(
      'AccountCreated.',
    );
    const [first, latest] = (await mailsTo('twice@example.org')).sort((a, b) => a.id - b.id);
    const firstCode = linkIn(first!.textBody, 'activateaccount').searchParams.get('code')!;
    const latestCode = linkIn(latest!.textBody, 'activateaccount').searchParams.get('code')!;
    expect((await activate('twice@example.org', firstCode)).body).toBe(
      'You account is activated already or the activation link Expired.',
    );
    // The newest link counts with the newest password only.
    expect((await activate('twice@example.org', latestCode, STRONG)).json()).toMatchObject({ error: 'wrong_password' });
    expect((await activate('twice@example.org', latestCode, second)).body).toBe('AccountActivated.');
    expect((await login('twice@example.org', STRONG)).statusCode).toBe(401);
    expect((await login('twice@example.org', second)).statusCode).toBe(200);
  });

  it('answers User Already Exist. for an account that has a password', async () => {
    await createTestUser(t.db, { email: 'hasaccount@example.org', password: 'Other-Password-9' });
    const response = await signup({ email: 'hasaccount@example.org', password: STRONG, confirmpassword: STRONG });
    expect(response.body).toBe('User Already Exist.');
  });

  it('answers Not a member. for an address of nobody, or of a rejected registration', async () => {
    await registeredMember('turned-away@example.org', { status: 'rejected' });
    for (const email of ['stranger@example.org', 'turned-away@example.org']) {
      const response = await signup({ email, password: STRONG, confirmpassword: STRONG });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('Not a member.');
    }
  });

  it('lets a member whose registration is pending sign up', async () => {
    await registeredMember('waiting@example.org', { status: 'pending' });
    const response = await signup({ email: 'waiting@example.org', password: STRONG, confirmpassword: STRONG });
    expect(response.body).toBe('AccountCreated.');
  });

  it('refuses what breaks the sign-up rules with 400 and the rule key per field', async () => {
    await registeredMember('rules@example.org');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ email: 'not-an-email', password: STRONG, confirmpassword: STRONG }, { email: 'emailInvalid' }],
      [{ email: '', password: STRONG, confirmpassword: STRONG }, { email: 'mandatory' }],
      [
        { email: 'rules@example.org', password: 'short1', confirmpassword: 'short1' },
        { password: 'notAStrongPassword' },
      ],
      [
        { email: 'rules@example.org', password: STRONG, confirmpassword: 'Kolam-Pattern-43' },
        { confirmpassword: 'passwordMismatch' },
      ],
      [{ email: 'rules@example.org', password: STRONG, confirmpassword: '' }, { confirmpassword: 'mandatory' }],
      [
        { email: 'rules@example.org', password: 'Password1', confirmpassword: 'Password1' },
        { password: 'commonPassword' },
      ],
      [
        { email: 'rules@example.org', password: 'sommar2024', confirmpassword: 'sommar2024' },
        { password: 'commonPassword' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await signup(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields, JSON.stringify(payload)).toMatchObject(fields);
    }
    const types = await signup({ email: 42, password: null });
    expect(types.statusCode).toBe(400);
    expect(types.json().error).toBe('validation');
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'rules@example.org'));
    expect(stored?.passwordHash).toBeNull();
  });
});

describe('POST /api/member/activate', () => {
  async function signedUp(email: string) {
    await registeredMember(email);
    expect((await signup({ email, password: STRONG, confirmpassword: STRONG })).body).toBe('AccountCreated.');
    const [mail] = await mailsTo(email);
    return linkIn(mail!.textBody, 'activateaccount').searchParams.get('code')!;
  }

  it('activates once with the mailed code; then the password signs in', async () => {
    const code = await signedUp('kavya@example.org');
    const first = await activate('kavya@example.org', code);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.body).toBe('AccountActivated.');
    expect((await login('kavya@example.org', STRONG)).statusCode).toBe(200);

    const again = await activate('kavya@example.org', code);
    expect(again.body).toBe('You account is activated already or the activation link Expired.');
  });

  it('refuses an expired code, a wrong code and a code of another member', async () => {
    const code = await signedUp('late@example.org');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashOpaqueToken(code)));
    expect((await activate('late@example.org', code)).body).toBe(
      'You account is activated already or the activation link Expired.',
    );
    expect((await activate('late@example.org', 'made-up')).body).toBe(
      'You account is activated already or the activation link Expired.',
    );
    const otherCode = await signedUp('owner@example.org');
    await registeredMember('thief@example.org');
    expect((await activate('thief@example.org', otherCode)).body).toBe(
      'You account is activated already or the activation link Expired.',
    );
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@example.org'));
    expect(owner?.activatedAt).toBeNull();
  });

  it('answers Not a member. for an address of nobody', async () => {
    expect((await activate('nobody@example.org', 'abc')).body).toBe('Not a member.');
  });

  it('refuses a wrong or missing password and keeps the code; a new password chosen on the page counts', async () => {
    const code = await signedUp('types-it@example.org');
    const wrong = await activate('types-it@example.org', code, 'Not-The-Signup-Pw-7');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/member/activate',
      payload: { email: 'types-it@example.org', code },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ password: 'mandatory' });
    const weak = await activate('types-it@example.org', code, 'short', 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toHaveProperty('password');
    const chosen = 'Chosen-On-The-Page-8';
    expect((await activate('types-it@example.org', code, chosen, chosen)).body).toBe('AccountActivated.');
    expect((await login('types-it@example.org', STRONG)).statusCode).toBe(401);
    expect((await login('types-it@example.org', chosen)).statusCode).toBe(200);
  });

  it('the preview says which address the code activates, never the link’s own text', async () => {
    const code = await signedUp('previewed@example.org');
    const preview = (email: string, previewCode: string) =>
      t.app.inject({ method: 'POST', url: '/api/member/activate/preview', payload: { email, code: previewCode } });
    expect((await preview('previewed@example.org', code)).json()).toEqual({
      state: 'ready',
      email: 'previewed@example.org',
      hasSignupPassword: true,
    });
    expect((await preview('Your account is blocked, call +46 70', code)).statusCode).toBe(200);
    expect((await preview('Your account is blocked, call +46 70', code)).json()).toEqual({ state: 'notMember' });
    expect((await preview('previewed@example.org', 'made-up')).json()).toEqual({ state: 'alreadyOrExpired' });
  });

  it('refuses wrong types and missing fields with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/member/activate', payload: { email: 'a@b.se' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('code');
    const types = await t.app.inject({ method: 'POST', url: '/api/member/activate', payload: { email: 1, code: {} } });
    expect(types.statusCode).toBe(400);
  });
});

describe('POST /api/member/verify-email', () => {
  const LINKS = { publicUrl: 'https://site.example', associationName: () => 'Sangam', shortName: 'SG' };
  const verify = (code: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/member/verify-email',
      payload: { code },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('tells the old address of the change, before anything changes', async () => {
    const member = await createTestUser(t.db, { email: 'keeps-watch@example.org', password: STRONG });
    await t.db.transaction((tx) =>
      requestEmailChange(t.app.contexts.accounts, tx, LINKS, { user: member, newEmail: 'elsewhere@example.org' }),
    );
    const [notice] = await mailsTo('keeps-watch@example.org');
    expect(notice).toMatchObject({ kind: 'email-change-notice' });
    expect(notice!.textBody).toContain('elsewhere@example.org');
  });

  it('the change needs the owner signed in; the code waits until then', async () => {
    const member = await createTestUser(t.db, { email: 'owner-confirms@example.org', password: STRONG });
    const stranger = await createTestUser(t.db, { email: 'not-the-owner@example.org' });
    await t.db.transaction((tx) =>
      requestEmailChange(t.app.contexts.accounts, tx, LINKS, {
        user: member,
        newEmail: 'chosen-by-spouse@example.org',
      }),
    );
    const [mail] = await mailsTo('chosen-by-spouse@example.org');
    expect(mail).toMatchObject({ kind: 'email-verification' });
    const code = linkIn(mail!.textBody, 'verify').searchParams.get('oobCode')!;
    expect((await verify(code)).json()).toEqual({ result: 'sign_in_required' });
    expect((await verify(code, await tokenFor(stranger))).json()).toEqual({ result: 'sign_in_required' });
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(unchanged?.email).toBe('owner-confirms@example.org');
    expect((await verify(code, await tokenFor(member))).json()).toEqual({ result: 'pass' });
    const [changed] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(changed?.email).toBe('chosen-by-spouse@example.org');
  });

  it('changes the address once with the code mailed to the new address', async () => {
    const member = await createTestUser(t.db, { email: 'old-address@example.org', password: STRONG });
    await t.db.transaction((tx) =>
      requestEmailChange(t.app.contexts.accounts, tx, LINKS, { user: member, newEmail: 'New-Address@example.org' }),
    );
    const [mail] = await mailsTo('new-address@example.org');
    const code = linkIn(mail!.textBody, 'verify').searchParams.get('oobCode')!;

    const response = await verify(code, await tokenFor(member));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'pass' });
    const [stored] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(stored?.email).toBe('new-address@example.org');
    expect((await verify(code, await tokenFor(member))).json()).toEqual({ result: 'fail' });
    // The old address hears of it with the 7-day undo link.
    const changed = (await mailsTo('old-address@example.org')).find((row) => row.kind === 'email-changed-notice');
    expect(linkIn(changed!.textBody, 'undochange').searchParams.get('code')).toBeTruthy();
  });

  it('fails for an unknown code and when the address was taken meanwhile', async () => {
    expect((await verify('nonsense')).json()).toEqual({ result: 'fail' });
    const member = await createTestUser(t.db, { email: 'wants-new@example.org' });
    await t.db.transaction((tx) =>
      requestEmailChange(t.app.contexts.accounts, tx, LINKS, { user: member, newEmail: 'taken@example.org' }),
    );
    await createTestUser(t.db, { email: 'taken@example.org' });
    const [mail] = (await mailsTo('taken@example.org')).filter((row) => row.kind === 'email-verification');
    const code = linkIn(mail!.textBody, 'verify').searchParams.get('oobCode')!;
    expect((await verify(code, await tokenFor(member))).json()).toEqual({ result: 'fail' });
  });

  it('refuses a missing code with 400', async () => {
    expect((await verify(undefined)).statusCode).toBe(400);
    expect((await verify(7)).statusCode).toBe(400);
  });
});
