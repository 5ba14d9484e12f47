import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app.ts';
import { postForm } from '../../testing/form-post.ts';
import { contactMessages } from '../../db/schema.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
});
afterAll(() => t.close());

const post = (fields: Record<string, string>) => postForm(t.app, '/contactus', fields);
const stored = async (subject: string) =>
  (await t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))).length;

describe('POST /contactus (the contact form sent without the app)', () => {
  it('stores the message with the same rules as the API and redirects to the success state', async () => {
    const response = await post({
      fullName: 'Kumar Raj',
      email: 'kumar@example.com',
      subject: 'Plain post',
      message: 'Hello,\nwhen is Pongal?',
      website: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contactus?sent=1');
    expect(await stored('Plain post')).toBe(1);
  });

  it('refuses what the schema refuses and stores nothing; a bot that fills the honeypot gets the success state', async () => {
    const refused = await post({ fullName: 'R2D2', email: 'nope', subject: 'Refused post' });
    // The page again (the test app may have no built web app: then 503), never a stored message.
    expect([400, 503]).toContain(refused.statusCode);
    expect(await stored('Refused post')).toBe(0);

    const control = await post({
      fullName: 'Kumar',
      email: 'k@example.com',
      subject: 'Nul\u0000post',
      message: 'x',
    });
    expect([400, 503]).toContain(control.statusCode);

    const bot = await post({
      fullName: 'Kumar',
      email: 'k@example.com',
      subject: 'Bot post',
      message: 'x',
      website: 'spam',
    });
    expect(bot.statusCode).toBe(303);
    expect(await stored('Bot post')).toBe(0);
  });
});
