import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../testing/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../testing/test-database.ts';
import { financialYearOf } from '../../shared/financial-year.ts';
import { outbox, users } from '../db/schema.ts';
import { registrationPayload, spousePayload } from '../testing/registration.fixtures.ts';
import { createOutboxRepo } from './outbox.repo.ts';
import { freePort, startSmtpSink, type TSmtpSink } from './smtp-sink.fixtures.ts';

let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

// Fast polling, so a test would also pass without drain(); drain() only makes it deterministic.
const appWith = (env: Record<string, string>, dataDir?: string) =>
  buildTestApp({ database, dataDir, env: { MAIL_POLL_INTERVAL_MS: '50', ...env } });

async function register(t: TTestApp, payload = registrationPayload()) {
  const response = await t.app.inject({ method: 'POST', url: '/api/membership/register', payload });
  expect(response.statusCode).toBe(200);
  return payload;
}

const mailsTo = (recipient: string) => createOutboxRepo(database.connection.db).listByRecipient(recipient);
const deliveredTo = (sink: TSmtpSink, recipient: string) => sink.received.filter((mail) => mail.to.includes(recipient));

describe('mail over SMTP', () => {
  it('delivers the registration mails to the registrant in their language and to the association', async () => {
    const sink = await startSmtpSink();
    const t = await appWith({ SMTP_URL: sink.url });
    try {
      const payload = registrationPayload({ language: 'ta' });
      payload.spouse = spousePayload(`spouse.${payload.self.email}`);
      await register(t, payload);
      await t.app.mailWorker.drain();

      const [received] = deliveredTo(sink, payload.self.email);
      expect(received?.subject).toBe('STTA: உங்கள் உறுப்புரிமைப் பதிவு கிடைத்தது');
      expect(received?.from).toBe('"Sample Town Tamil Association" <info@example.org>');
      const [registrant] = await t.db.select().from(users).where(eq(users.email, payload.self.email));
      const givenId = registrant!.givenId;
      expect(received?.text).toContain('வணக்கம்,');
      expect(received?.text).not.toContain('Kavitha');
      expect(received?.text).toContain(`“FY${financialYearOf(new Date())} ${givenId}”`);
      expect(received?.text).toContain('1230000000');
      expect(received?.text).toContain(`${givenId.slice(0, 4)}B: `);
      expect(received?.html).toContain('<li>');
      // The spouse is told nothing until the board decides.
      expect(deliveredTo(sink, payload.spouse.email)).toEqual([]);

      const [notice] = deliveredTo(sink, 'info@example.org').filter((mail) => mail.subject.includes(givenId));
      expect(notice?.text).toContain(payload.self.email);
      expect(notice?.text).not.toContain(payload.self.personalNumber);
      expect((await mailsTo(payload.self.email)).map((mail) => mail.status)).toEqual(['sent']);
    } finally {
      await t.close();
      await sink.close();
    }
  });

  it('keeps a mail pending with backoff while the server is down or refuses, and delivers it when it is back', async () => {
    const port = await freePort();
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_INTERVAL_MS: '3600000' });
    let sink: TSmtpSink | undefined;
    try {
      const payload = await register(t);
      await t.app.mailWorker.drain();
      let [mail] = await mailsTo(payload.self.email);
      expect(mail).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
      const [{ waitMs } = { waitMs: 0 }] = await t.db
        .select({ waitMs: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - now()) * 1000` })
        .from(outbox)
        .where(eq(outbox.id, mail!.id));
      expect(Number(waitMs)).toBeGreaterThan(50_000);
      expect(Number(waitMs)).toBeLessThanOrEqual(60_000);

      // Up again, but refusing for now: the second failure waits twice as long.
      sink = await startSmtpSink(port);
      sink.refuse = true;
      const due = () =>
        t.db
          .update(outbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(outbox.status, 'pending'));
      await due();
      await t.app.mailWorker.drain();
      [mail] = await mailsTo(payload.self.email);
      expect(mail).toMatchObject({ status: 'pending', attempts: 2, lastError: expect.stringContaining('451') });
      const seconds = (mail!.nextAttemptAt.getTime() - Date.now()) / 1000;
      expect(seconds).toBeGreaterThan(110);
      expect(seconds).toBeLessThanOrEqual(120);

      sink.refuse = false;
      await due();
      await t.app.mailWorker.drain();
      [mail] = await mailsTo(payload.self.email);
      expect(mail).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      expect(deliveredTo(sink, payload.self.email)).toHaveLength(1);
    } finally {
      await t.close();
      await sink?.close();
    }
  });

  it('gives a mail up as failed after the last attempt', async () => {
    const port = await freePort();
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_INTERVAL_MS: '3600000' });
    try {
      const payload = await register(t);
      await t.db.update(outbox).set({ attempts: 7 }).where(eq(outbox.recipient, payload.self.email));
      await t.app.mailWorker.drain();
      const [mail] = await mailsTo(payload.self.email);
      expect(mail).toMatchObject({ status: 'failed', attempts: 8, lastError: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});

describe('mail after a crash', () => {
  it('is delivered exactly once by the next start when the app stopped before sending', async () => {
    const sink = await startSmtpSink();
    // An hour between polls: this instance never gets to send before it stops.
    const first = await appWith({ SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '3600000' });
    const payload = await register(first);
    await first.close();
    expect(sink.received).toEqual([]);

    const second = await appWith({ SMTP_URL: sink.url });
    try {
      await second.app.mailWorker.drain();
      await second.app.mailWorker.drain();
      expect(deliveredTo(sink, payload.self.email)).toHaveLength(1);
      expect((await mailsTo(payload.self.email)).map((mail) => mail.status)).toEqual(['sent']);
    } finally {
      await second.close();
      await sink.close();
    }
  });

  it('is delivered exactly once when a worker died between claiming and sending', async () => {
    const sink = await startSmtpSink();
    const first = await appWith({ SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '3600000' });
    const payload = await register(first);
    // What a worker does first; then the process is gone before it sends.
    const claimed = await createOutboxRepo(first.db).claimDue(100, 5 * 60_000);
    expect(claimed.map((mail) => mail.recipient)).toContain(payload.self.email);
    await first.close();

    const second = await appWith({ SMTP_URL: sink.url });
    try {
      // Leased to the dead worker: nobody sends it twice while that worker might still be at it.
      await second.app.mailWorker.drain();
      expect(deliveredTo(sink, payload.self.email)).toEqual([]);
      // The lease runs out.
      await second.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.status, 'pending'));
      await second.app.mailWorker.drain();
      await second.app.mailWorker.drain();
      expect(deliveredTo(sink, payload.self.email)).toHaveLength(1);
      expect(await mailsTo(payload.self.email)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    } finally {
      await second.close();
      await sink.close();
    }
  });
});

describe('mail without SMTP', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tamil-mail-'));
    const t = await appWith({}, dataDir);
    try {
      const payload = await register(t, registrationPayload({ language: 'sv' }));
      await t.app.mailWorker.drain();
      const files = await readdir(path.join(dataDir, 'mail'));
      expect(files.filter((file) => file.endsWith('.eml')).length).toBeGreaterThanOrEqual(2);
      const contents = await Promise.all(files.map((file) => readFile(path.join(dataDir, 'mail', file), 'utf8')));
      const received = contents.find((content) => content.includes(`To: ${payload.self.email}`));
      expect(received).toMatch(/^Subject: /m);
      expect(received).toMatch(/^From: "?Sample Town Tamil Association"? <info@example\.org>$/m);
      expect((await mailsTo(payload.self.email)).map((mail) => mail.status)).toEqual(['sent']);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('sends a queued attachment with the mail', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tamil-mail-'));
    const t = await appWith({}, dataDir);
    try {
      const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
      await createOutboxRepo(t.db).enqueue({
        to: 'attached@example.org',
        subject: 'With a file',
        text: 'See the file.',
        html: '<p>See the file.</p>',
        kind: 'attachment-test',
        attachments: [{ filename: 'event-1.ics', contentType: 'text/calendar; charset=utf-8', content: ics }],
      });
      await t.app.mailWorker.drain();
      const files = await readdir(path.join(dataDir, 'mail'));
      const file = files.find((name) => name.endsWith('attachment-test.eml'));
      const content = await readFile(path.join(dataDir, 'mail', file ?? ''), 'utf8');
      expect(content).toMatch(/filename="?event-1\.ics"?/);
      expect(content).toMatch(/Content-Type: text\/calendar/);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
