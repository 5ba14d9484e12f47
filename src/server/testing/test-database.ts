import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type TDatabaseConnection } from '../db/client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate.ts';

export type TTestDatabase = {
  connection: TDatabaseConnection;
  /** The PostgreSQL URL of this database; undefined for in-memory PGlite. */
  url: string | undefined;
  /** Closes the connection and drops the database. */
  destroy(): Promise<void>;
};

/**
 * A fresh, migrated database without rows for one test file: in-memory PGlite, or with
 * TEST_DATABASE_URL a new database on that server (created here, dropped by destroy).
 */
export async function createTestDatabase(): Promise<TTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const connection = wrapPglite(await createPglite());
    return { connection, url: undefined, destroy: () => connection.close() };
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  await runAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = openPostgres(url.toString());
  await migrateDatabase(connection);
  let destroyed: Promise<void> | undefined;
  return {
    connection,
    url: url.toString(),
    destroy: () =>
      (destroyed ??= (async () => {
        await connection.close();
        await runAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      })()),
  };
}

async function runAdmin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PGlite runs initdb, which takes 2 to 15 s depending on the machine's load; loading a
 * saved, already migrated data directory takes about a second. The saved copy lives in the OS temp
 * directory under a name that changes whenever a migration or the PGlite version does. It is kept
 * uncompressed: unpacking a gzipped copy costs every test database another half second of CPU, for
 * a file of about 40 MB instead of 5.
 */
async function createPglite(): Promise<PGlite> {
  const template = await templateFile();
  const saved = await readFile(template).catch(() => undefined);
  if (saved) return PGlite.create({ loadDataDir: new Blob([saved]) });

  const client = new PGlite();
  await migrateDatabase(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  // Test files start in parallel: write aside, then rename, so nobody reads half a file.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, template);
  return client;
}

async function templateFile(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  hash.update(JSON.parse(await readFile(pglitePackage, 'utf8')).version);
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(await readFile(file));
  return path.join(tmpdir(), `tamil-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}
