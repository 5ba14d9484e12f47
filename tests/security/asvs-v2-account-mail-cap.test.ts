import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema.ts';
import { createOutboxRepo } from '../../src/server/mail/outbox.repo.ts';
import { RECIPIENT_CAP } from '../../src/server/mail/recipient-cap.ts';
import type { TAccountLinkContext } from '../../src/server/modules/accounts/account-links.ts';
import { requestPasswordReset } from '../../src/server/modules/accounts/password-reset.service.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../src/server/testing/build-test-app.ts';

/**
 * OWASP ASVS 5.0 V2.4.1 (anti-automation of business functions): the account forms anyone can fill
 * in for any address (sign-up's "Activate your account", forgot-password's reset link) count against
 * the cap per recipient, however many senders ask.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_IP_FACTOR: '1000' } });
});
afterAll(() => t?.close());

const PASSWORD = 'Kolam-Thiruvizha-2026';
let nextAddress = 1;
const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/signup',
    remoteAddress: `10.78.0.${nextAddress++}`,
    payload: { email, password: PASSWORD, confirmpassword: PASSWORD },
  });
const mailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)));

describe('V2.4.1 account mails anyone can ask for stop at the cap per recipient', () => {
  it(`V2.4.1 sign-up mails "Activate your account" ${RECIPIENT_CAP.perHour} times an hour, then 429 and nothing changes`, async () => {
    const email = 'capped.signup@example.org';
    await createTestUser(t.db, { email, activatedAt: null });
    // The member's own mail (a renewal reminder) is not asked for by a stranger: it does not count.
    await createOutboxRepo(t.db).enqueue({ to: email, kind: 'renewal-reminder', subject: 's', text: 't', html: 'h' });
    for (let index = 0; index < RECIPIENT_CAP.perHour; index++)
      expect((await signUp(email)).body).toBe('AccountCreated.');
    const refused = await signUp(email);
    expect([refused.statusCode, refused.json().error]).toEqual([429, 'tooManyMailsToAddress']);
    expect(await mailsTo(email, 'account-activation')).toHaveLength(RECIPIENT_CAP.perHour);
    // Upper case is the same inbox.
    expect((await signUp(email.toUpperCase())).statusCode).toBe(429);
  });

  it(`V2.4.1 forgot-password sends nothing to an address that had ${RECIPIENT_CAP.perDay} such mails today, and answers the same`, async () => {
    const email = 'capped.reset@example.org';
    await createTestUser(t.db, { email, password: PASSWORD });
    const outboxRepo = createOutboxRepo(t.db);
    for (let index = 0; index < RECIPIENT_CAP.perDay; index++) {
      await outboxRepo.enqueue({ to: email, kind: 'account-activation', subject: 's', text: 't', html: 'h' });
    }
    // Earlier today, not within the hour: the per-account limit of reset mails (an hour) is not what stops it.
    await t.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(outbox.recipient, email));
    const links: TAccountLinkContext = {
      publicUrl: 'https://site.example',
      associationName: () => 'Sangam',
      shortName: 'TS',
    };
    await requestPasswordReset(t.app.contexts.accounts, links, email);
    expect(await mailsTo(email, 'password-reset')).toEqual([]);

    const other = 'uncapped.reset@example.org';
    await createTestUser(t.db, { email: other, password: PASSWORD });
    await requestPasswordReset(t.app.contexts.accounts, links, other);
    expect(await mailsTo(other, 'password-reset')).toHaveLength(1);
    // Through the route the answer is the same as for any address.
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email } });
    expect(answer.statusCode).toBe(200);
  });
});
