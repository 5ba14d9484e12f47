import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { outbox } from '../../db/schema.ts';
import { registrationPayload } from '../../testing/registration.fixtures.ts';

// The board's mails (a new registration, a request to close an account) reach each board member in
// the language that member uses, whatever the language of the person who caused them.

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({
    clock: () => new Date(2025, 4, 10, 12),
    env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  await createTestUser(t.db, { familyNumber: 300, role: 'Admin', email: 'secretary@example.org', language: 'sv' });
  await createTestUser(t.db, { familyNumber: 301, role: 'Admin', email: 'treasurer@example.org', language: 'en' });
  // A board member without an e-mail is not mailed, and the association's address is not either.
  await createTestUser(t.db, { familyNumber: 302, role: 'Admin', email: null, language: 'ta' });
});
afterAll(() => t.close());

const mailsOf = (kind: string) =>
  t.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.recipient));

describe('mail to the board', () => {
  it("tells each board member of a new registration in the member's own language, not the registrant's", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/membership/register',
      payload: registrationPayload({ language: 'ta' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await mailsOf('registration-notice');
    expect(mails.map((mail) => mail.recipient)).toEqual(['secretary@example.org', 'treasurer@example.org']);
    expect(mails[0]?.subject).toMatch(/ny|registrering|medlem/i);
    expect(mails[0]?.textBody).not.toMatch(/[\u0B80-\u0BFF]/);
    expect(mails[1]?.textBody).not.toMatch(/[\u0B80-\u0BFF]/);
    expect(mails[0]?.subject).not.toBe(mails[1]?.subject);
  });

  it("tells each board member of a request to close an account in the member's own language", async () => {
    const member = await createTestUser(t.db, { familyNumber: 310, language: 'ta' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/member/close-request',
      headers: { authorization: `Bearer ${await tokenFor(member)}` },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await mailsOf('closure-request');
    expect(mails.map((mail) => [mail.recipient, mail.subject.replace(/^.*?: /, '')])).toEqual([
      ['secretary@example.org', 'Begäran om att avsluta ett konto'],
      ['treasurer@example.org', 'Request to close an account'],
    ]);
  });
});
