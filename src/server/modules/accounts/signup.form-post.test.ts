import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, outbox } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { postForm } from '../../testing/form-post.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
});
afterAll(() => t.close());

const STRONG = 'Kolam-Pattern-42';

const formPost = (url: string, fields: Record<string, string>) => postForm(t.app, url, fields);

/** A registered family member who has not signed up: no password, not activated. */
const registeredMember = (email: string) => createTestUser(t.db, { email, activatedAt: null });

const activationMails = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .then((mails) => mails.filter((mail) => mail.kind === 'account-activation'));

describe('POST /memberlogin?view=signup (the sign-up form sent without the app)', () => {
  it('creates the account, mails the activation link and answers the page’s success state', async () => {
    const member = await registeredMember('plain-signup@example.org');
    const created = await formPost('/memberlogin?view=signup&returnTo=%2Fevents', {
      email: ' Plain-Signup@example.org ',
      password: STRONG,
      confirmpassword: STRONG,
    });
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toBe('/memberlogin?view=signup&returnTo=%2Fevents&sent=1');
    expect(await activationMails('plain-signup@example.org')).toHaveLength(1);
    const tokens = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, member.id));
    expect(tokens.map((token) => token.kind)).toEqual(['activation']);
  });

  it('keeps a return path only when it is one of this site', async () => {
    await registeredMember('plain-signup-away@example.org');
    const created = await formPost('/memberlogin?view=signup&returnTo=%2F%2Fevil.example', {
      email: 'plain-signup-away@example.org',
      password: STRONG,
      confirmpassword: STRONG,
    });
    expect(created.headers.location).toBe('/memberlogin?view=signup&sent=1');
  });

  it('refuses bad fields, a weak password, a stranger and an existing account, mailing nothing', async () => {
    await registeredMember('plain-signup-refused@example.org');
    await createTestUser(t.db, { email: 'plain-signup-has@example.org', password: STRONG });
    for (const fields of [
      { email: 'not-an-address', password: STRONG, confirmpassword: STRONG },
      { email: 'plain-signup-refused@example.org', password: STRONG, confirmpassword: 'other' },
      { email: 'plain-signup-refused@example.org', password: 'password123', confirmpassword: 'password123' },
      { email: 'stranger@example.org', password: STRONG, confirmpassword: STRONG },
      { email: 'plain-signup-has@example.org', password: STRONG, confirmpassword: STRONG },
    ]) {
      const refused = await formPost('/memberlogin?view=signup', fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.headers.location).toBeUndefined();
    }
    expect(await activationMails('plain-signup-refused@example.org')).toEqual([]);
    expect(await activationMails('stranger@example.org')).toEqual([]);
    expect(await activationMails('plain-signup-has@example.org')).toEqual([]);
  });
});

describe('POST /activateaccount?email=&code= (the activation form sent without the app)', () => {
  async function signedUp(email: string): Promise<string> {
    await registeredMember(email);
    await formPost('/memberlogin?view=signup', { email, password: STRONG, confirmpassword: STRONG });
    const [mail] = await activationMails(email);
    const code = /code=([^\s&]+)/.exec(mail?.textBody ?? '')?.[1];
    if (!code) throw new Error('no activation code in the mail');
    return code;
  }
  const activateAt = (email: string, code: string, fields: Record<string, string>) =>
    formPost(`/activateaccount?${new URLSearchParams({ email, code }).toString()}`, fields);
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses a wrong sign-up password, then activates with the right one and answers the success state', async () => {
    const code = await signedUp('plain-activate@example.org');
    const wrong = await activateAt('plain-activate@example.org', code, { password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(400);
    expect((await login('plain-activate@example.org', STRONG)).json().error).toBe('not_verified');

    const activated = await activateAt('plain-activate@example.org', code, { password: STRONG });
    expect(activated.statusCode).toBe(303);
    expect(activated.headers.location).toBe('/activateaccount?sent=1');
    expect((await login('plain-activate@example.org', STRONG)).statusCode).toBe(200);
    // The code is used up: a second post is refused.
    expect((await activateAt('plain-activate@example.org', code, { password: STRONG })).statusCode).toBe(400);
  });

  it('takes a new password with its confirmation, held to the sign-up rules', async () => {
    const code = await signedUp('plain-activate-new@example.org');
    const chosen = 'Jasmine-Garden-77';
    for (const fields of [
      { password: 'password123', confirmpassword: 'password123' },
      { password: chosen, confirmpassword: 'other' },
    ]) {
      expect((await activateAt('plain-activate-new@example.org', code, fields)).statusCode).toBe(400);
    }
    const activated = await activateAt('plain-activate-new@example.org', code, {
      password: chosen,
      confirmpassword: chosen,
    });
    expect(activated.statusCode).toBe(303);
    expect((await login('plain-activate-new@example.org', chosen)).statusCode).toBe(200);
  });
});
