import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, defaultBackupFile } from '../../scripts/backup.ts';
import { restore } from '../../scripts/restore.ts';
import { buildApp, type TApp } from '../../src/server/app.ts';
import { loadConfig, type TConfig } from '../../src/server/config.ts';
import { users } from '../../src/server/db/schema.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';
import { dataUrl, pngBytes } from '../../src/server/testing/events.fixtures.ts';
import { registrationPayload } from '../../src/server/testing/registration.fixtures.ts';
import type { TEventSummary } from '../../src/shared/events.ts';
import { TEST_JWT_SECRET, buildTestApp, createTestUser, tokenFor } from '../../src/server/testing/build-test-app.ts';
import { createTestDatabase } from '../../src/server/testing/test-database.ts';

const QUIET = {
  NODE_ENV: 'test',
  JWT_SECRET: TEST_JWT_SECRET,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  MAIL_POLL_INTERVAL_MS: '3600000',
  RATE_LIMIT_IP_FACTOR: '1000',
};

type TSeeded = { emails: string[]; eventName: string; picture: string; bytes: Buffer };

const cleanup: string[] = [];
afterAll(async () => {
  for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
});

async function temp(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tamil-backup-'));
  cleanup.push(dir);
  return dir;
}

/** Two families through the registration API and an event with a picture through the events API. */
/**
 * An empty, prepared embedded database in DATA_DIR/db without initdb (which alone takes 5 to 15 s):
 * the tests' saved template, dumped and restored there (restore into a place with no database yet).
 */
async function migratedDataDir(config: TConfig, dir: string) {
  // The helper picks PostgreSQL when TEST_DATABASE_URL is set; it reads the variable synchronously.
  const serverUrl = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  const creating = createTestDatabase();
  if (serverUrl !== undefined) process.env.TEST_DATABASE_URL = serverUrl;
  const template = await creating;
  try {
    if (template.connection.driver !== 'pglite') throw new Error('expected the embedded database');
    // What a first start writes (the site's settings), before the dump: the server prepares nothing.
    await prepareDatabase(config, { database: template.connection });
    // drizzle keeps the PGlite it wraps as $client, which its exported type does not declare.
    const { $client: client } = template.connection.driverDb as unknown as { $client: PGlite };
    const dump = await client.dumpDataDir('gzip');
    const file = path.join(dir, 'template.tar.gz');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    expect(await restore(config, file)).toEqual({ previousDir: undefined });
  } finally {
    await template.destroy();
  }
}

async function seedThroughApi(app: TApp): Promise<TSeeded> {
  const emails: string[] = [];
  for (let n = 0; n < 2; n++) {
    const payload = registrationPayload();
    const response = await app.inject({ method: 'POST', url: '/api/membership/register', payload });
    expect(response.statusCode, response.body).toBe(200);
    emails.push(payload.self.email);
  }
  const admin = await createTestUser(app.db, { role: 'Admin', email: `backup-admin-${process.pid}@example.org` });
  const eventName = `Backed-up Pongal ${process.pid}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/events/createEvent',
    headers: { authorization: `Bearer ${await tokenFor(admin)}` },
    payload: {
      name: eventName,
      nameTamil: 'பொங்கல்',
      startDate: '2025-01-14',
      endDate: '2025-01-15',
      published: 'true',
      picture: dataUrl(await pngBytes(320, 200)),
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const event = created.json<TEventSummary[]>().find((row) => row.name === eventName);
  const picture = event?.picture ?? '';
  const image = await app.inject({ method: 'GET', url: `/api/events/Image/${picture}` });
  expect(image.statusCode).toBe(200);
  return { emails, eventName, picture, bytes: image.rawPayload };
}

async function expectRestored(app: TApp, seeded: TSeeded) {
  const people = await app.db.select().from(users).where(inArray(users.email, seeded.emails));
  expect(people.map((person) => person.email).sort()).toEqual([...seeded.emails].sort());
  const list = await app.inject({ method: 'GET', url: '/api/events/all' });
  expect(list.json<TEventSummary[]>().map((event) => event.name)).toContain(seeded.eventName);
  const image = await app.inject({ method: 'GET', url: `/api/events/Image/${seeded.picture}` });
  expect(image.statusCode).toBe(200);
  expect(Buffer.compare(image.rawPayload, seeded.bytes)).toBe(0);
}

describe('backup and restore of the embedded database', () => {
  it('puts members, events and picture bytes back, and keeps the replaced data directory', async () => {
    const dataDir = await temp();
    const config = loadConfig({ ...QUIET, DATA_DIR: dataDir });
    await migratedDataDir(config, dataDir);
    const app = await buildApp(config);
    const seeded = await seedThroughApi(app);

    // PGlite belongs to one process: a backup while the server runs is refused.
    await expect(backup(config, path.join(dataDir, 'refused.tar.gz'))).rejects.toThrow(/stop the server/);
    await app.close();

    const file = await backup(config, path.join(dataDir, 'backups', 'nightly.tar.gz'));
    expect(existsSync(file)).toBe(true);
    expect(defaultBackupFile(config, new Date('2026-01-02T03:04:05.678Z'))).toBe(
      path.join('backups', '2026-01-02T03-04-05-678Z.tar.gz'),
    );

    // What the backup must undo: the members and the event (with its picture) gone.
    const db = await PGlite.create(path.join(dataDir, 'db'));
    await db.exec('truncate users, families, events, images cascade');
    await db.close();

    const { previousDir } = await restore(config, file);
    expect(previousDir && existsSync(path.join(previousDir, 'PG_VERSION'))).toBe(true);
    const restored = await buildApp(config);
    try {
      await expectRestored(restored, seeded);
    } finally {
      await restored.close();
    }
  }, 40_000);

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const dataDir = await temp();
    const config = loadConfig({ ...QUIET, DATA_DIR: dataDir });
    await expect(restore(config, path.join(dataDir, 'missing.tar.gz'))).rejects.toThrow(/No backup file/);
    await expect(restore(config, path.resolve('package.json'))).rejects.toThrow(/not an embedded-database backup/);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });
});

// CI sets TEST_DATABASE_URL; pg_dump and pg_restore come from Debian's postgresql-client.
describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('puts members, events and picture bytes back after the tables were emptied', async () => {
    const database = await createTestDatabase();
    const dir = await temp();
    const target = { databaseUrl: database.url, dataDir: dir };
    try {
      const first = await buildTestApp({ database, dataDir: dir, env: QUIET });
      const seeded = await seedThroughApi(first.app);
      const file = await backup(target, path.join(dir, 'nightly.dump'));
      await first.db.execute(sql`truncate users, families, events, images cascade`);
      await first.app.close();

      const { safetyBackup } = await restore(target, file, { safetyDir: dir });
      expect(safetyBackup && existsSync(safetyBackup)).toBe(true);
      // A new app: the events cache of the first one would still answer from before.
      const second = await buildTestApp({ database, dataDir: dir, env: QUIET });
      try {
        await expectRestored(second.app, seeded);
      } finally {
        await second.app.close();
      }
      await expect(restore(target, path.resolve('package.json'))).rejects.toThrow(/not a pg_dump file/);
    } finally {
      await database.destroy();
    }
  }, 40_000);
});
