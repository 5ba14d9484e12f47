import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_IP_FACTOR: '1000', PUBLIC_URL: 'https://site.example' } });
});
afterAll(() => t.close());

const OLD = 'Old-Password-77';
const NEW = 'Fresh-Jasmine-81';

const formPost = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The reset mail is queued after the answer: wait for it. */
async function resetCode(email: string): Promise<string> {
  const [mail] = await vi.waitFor(async () => {
    const found = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'password-reset')));
    if (found.length === 0) throw new Error(`no reset mail to ${email} yet`);
    return found;
  });
  const match = /\/resetpassword\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody);
  if (!match?.[1]) throw new Error('no reset link');
  return match[1];
}

// The refused page again, or (a test app without the built web app) the same refusal as JSON.
const REFUSED = [400];

describe('the forgotten-password and new-password forms sent without the app', () => {
  it('mails the link and answers the success state; refuses a wrong address with the form again', async () => {
    await createTestUser(t.db, { email: 'plain-post@example.org', password: OLD });
    const sent = await formPost('/memberlogin?view=forgotpassword', { email: ' Plain-Post@example.org ' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/memberlogin?view=forgotpassword&sent=1');
    expect(await resetCode('plain-post@example.org')).toMatch(/\w{20}/);

    const refused = await formPost('/memberlogin?view=forgotpassword', { email: 'not-an-address' });
    expect(REFUSED).toContain(refused.statusCode);
    expect(refused.headers.location).toBeUndefined();
  });

  it('sets the new password through the link in the address; a weak password or a dead link changes nothing', async () => {
    await createTestUser(t.db, { email: 'plain-reset@example.org', password: OLD });
    await formPost('/memberlogin?view=forgotpassword', { email: 'plain-reset@example.org' });
    const token = await resetCode('plain-reset@example.org');

    const weak = await formPost(`/resetpassword?token=${token}`, { password: 'short', confirmpassword: 'short' });
    expect(REFUSED).toContain(weak.statusCode);
    expect((await login('plain-reset@example.org', OLD)).statusCode).toBe(200);

    const done = await formPost(`/resetpassword?token=${token}`, { password: NEW, confirmpassword: NEW });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/resetpassword?sent=1');
    expect((await login('plain-reset@example.org', NEW)).statusCode).toBe(200);

    const again = await formPost(`/resetpassword?token=${token}`, { password: OLD, confirmpassword: OLD });
    expect(REFUSED).toContain(again.statusCode);
    expect((await login('plain-reset@example.org', NEW)).statusCode).toBe(200);
  });
});
