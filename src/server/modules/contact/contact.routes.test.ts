import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { loadAssociation } from '../content/index.ts';
import { auditLog, contactMessages, outbox } from '../../db/schema.ts';

let t: TTestApp;
let associationEmail: string;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  // The worker stays idle: these tests look at the outbox.
  t = await buildTestApp({ env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
  associationEmail = (await loadAssociation()).email.toLowerCase();
  const admin = await createTestUser(t.db, { familyNumber: 100, role: 'Admin' });
  const member = await createTestUser(t.db, { familyNumber: 1 });
  [adminToken, memberToken] = await Promise.all([tokenFor(admin), tokenFor(member)]);
});
afterAll(() => t.close());

const valid = {
  fullName: 'Kumar Raj',
  email: 'kumar@example.com',
  subject: 'Pongal <b>2026</b>',
  message: 'Hello board,\nwhen is the Pongal celebration? <script>alert(1)</script>',
};

const save = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contactus/save', payload });
const admin = (method: 'GET' | 'POST', url: string, token?: string) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
const counts = async () => ({
  messages: (await t.db.select().from(contactMessages)).length,
  mails: (await t.db.select().from(outbox).where(eq(outbox.kind, 'contact-message'))).length,
});

describe('POST /api/contactus/save', () => {
  it('answers 400 with a validation key per field and stores nothing', async () => {
    const before = await counts();
    const response = await save({ fullName: 'R2D2', email: 'not-an-email', subject: '', message: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation',
      fields: { fullName: 'nameCharacters', email: 'emailInvalid', subject: 'mandatory', message: 'mandatory' },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses missing and too long fields', async () => {
    const missing = await save({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['email', 'fullName', 'message', 'subject']);
    const long = await save({ ...valid, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ message: 'tooLong' });
  });

  it('answers a filled honeypot exactly like success but stores nothing', async () => {
    const before = await counts();
    const response = await save({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Request Success.');
    expect(await counts()).toEqual(before);
  });

  it('stores the message and queues an escaped mail to the association', async () => {
    const before = await counts();
    const response = await save({ ...valid, website: '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Request Success.');
    expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });

    // Other tests of this file send messages too: the newest row is this test's.
    const [stored] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({ fullName: 'Kumar Raj', subject: valid.subject, handledAt: null });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'contact-message'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.recipient).toBe(associationEmail);
    expect(mail?.subject).toContain('Pongal <b>2026</b>');
    expect(mail?.textBody).toContain('kumar@example.com');
    expect(mail?.textBody).toContain('when is the Pongal celebration?');
    expect(mail?.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.htmlBody).not.toContain('<script>');
  });
});

describe('the admin inbox', () => {
  it('answers 401 to a visitor and 403 to a member', async () => {
    for (const [method, url] of [
      ['GET', '/contact-messages'],
      ['POST', '/contact-messages/1/handled'],
    ] as const) {
      expect((await admin(method, url)).statusCode).toBe(401);
      expect((await admin(method, url, memberToken)).statusCode).toBe(403);
    }
  });

  it('lists newest first and marks a message handled, audit-logged once', async () => {
    await save({ ...valid, subject: 'Second message' });
    const list = await admin('GET', '/contact-messages', adminToken);
    expect(list.statusCode).toBe(200);
    const entries = list.json() as { id: number; subject: string; handled: boolean }[];
    expect(entries[0]).toMatchObject({ subject: 'Second message', handled: false });
    const id = entries[0]!.id;

    expect((await admin('POST', `/contact-messages/${id}/handled`, adminToken)).statusCode).toBe(204);
    expect((await admin('POST', `/contact-messages/${id}/handled`, adminToken)).statusCode).toBe(204);
    const after = (await admin('GET', '/contact-messages', adminToken)).json() as typeof entries;
    expect(after.find((entry) => entry.id === id)?.handled).toBe(true);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `contact:${id}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('contact.handled');
  });

  it("answers 404 for an unknown message, also beyond the id column's range", async () => {
    for (const id of ['999999', '2147483648', '0', 'abc']) {
      expect((await admin('POST', `/contact-messages/${id}/handled`, adminToken)).statusCode, id).toBe(404);
    }
  });
});
