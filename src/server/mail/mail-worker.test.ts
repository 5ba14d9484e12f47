import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../testing/test-database.ts';
import type { TOutboxMail } from '../db/schema.ts';
import { createMailTransport, type TMailTransport } from './mail-transport.ts';
import { createMailWorker } from './mail-worker.ts';
import { createOutboxRepo } from './outbox.repo.ts';

let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const mail = (to: string, dedupeKey?: string) => ({
  to,
  kind: 'test',
  dedupeKey,
  subject: `Hello ${to}`,
  text: 'Body',
  html: '<p>Body</p>',
});

function recordingTransport(delayMs = 0) {
  const sent: number[] = [];
  const transport: TMailTransport = {
    async send(outboxMail) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(outboxMail.id);
    },
    close: () => undefined,
  };
  return { sent, transport };
}

describe('outbox', () => {
  it('queues a mail with a dedupe key only once', async () => {
    const repo = createOutboxRepo(database.connection.db);
    expect(await repo.enqueue(mail('once@example.org', 'once:1'))).toBe(true);
    expect(await repo.enqueue(mail('once@example.org', 'once:1'))).toBe(false);
    expect(await repo.enqueue(mail('once@example.org'))).toBe(true);
    expect(await repo.enqueue(mail('once@example.org'))).toBe(true);
    expect(await repo.listByRecipient('once@example.org')).toHaveLength(3);
  });
});

describe('mail worker', () => {
  it('sends each due mail exactly once with two workers on one database', async () => {
    const { db } = database.connection;
    const repo = createOutboxRepo(db);
    for (let index = 0; index < 25; index++) await repo.enqueue(mail(`many${index}@example.org`));
    const { sent, transport } = recordingTransport(2);
    const options = { db, transport, log: quiet, pollIntervalMs: 3_600_000, batchSize: 4 };
    const [first, second] = [createMailWorker(options), createMailWorker(options)];
    await Promise.all([first.drain(), second.drain(), first.drain()]);
    expect(new Set(sent).size).toBe(sent.length);
    const pending = (await db.query.outbox.findMany()).filter((row) => row.status === 'pending');
    expect(pending).toEqual([]);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('polls by itself once started, and stops', async () => {
    const { db } = database.connection;
    const { sent, transport } = recordingTransport();
    const worker = createMailWorker({ db, transport, log: quiet, pollIntervalMs: 20 });
    const repo = createOutboxRepo(db);
    worker.start();
    await repo.enqueue(mail('polled@example.org'));
    // Mails other tests left pending go out too; this test's mail is the one to wait for.
    const [polled] = await repo.listByRecipient('polled@example.org');
    await expect.poll(() => sent.includes(polled!.id), { timeout: 5_000 }).toBe(true);
    await worker.stop();
    expect(new Set(sent).size).toBe(sent.length);
  });
});

describe('file transport', () => {
  it('writes an .eml file and logs its id and kind, never the recipient, subject or body', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tamil-eml-'));
    const lines: object[] = [];
    const transport = createMailTransport({
      smtpUrl: undefined,
      dataDir,
      from: '"Sample" <info@example.org>',
      log: { info: (details) => lines.push(details) },
    });
    const row = {
      id: 7,
      recipient: 'reader@example.org',
      subject: 'Välkommen – வணக்கம்',
      textBody: 'Secret body 19800101-1234',
      htmlBody: '<p>Secret body</p>',
      kind: 'test',
      createdAt: new Date(),
    } as TOutboxMail;
    try {
      await transport.send(row);
      const [file] = await readdir(path.join(dataDir, 'mail'));
      const content = await readFile(path.join(dataDir, 'mail', file!), 'utf8');
      expect(content).toContain('To: reader@example.org');
      expect(content).toContain('Message-ID: <outbox-7-');
      expect(lines).toEqual([{ mailId: 7, kind: 'test', file: expect.stringMatching(/\.eml$/) }]);
      expect(JSON.stringify(lines)).not.toContain('Secret');
    } finally {
      transport.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
