// `npm run restore -- <file>`: puts a backup of scripts/backup.ts back (docs/deploy.md, Backups).
// PostgreSQL: pg_restore --clean --if-exists in one transaction, after a safety backup of what is
// there now. PGlite: the dump is unpacked into a new directory that then replaces DATA_DIR/db;
// the old one is kept aside. Stop the server (every instance) first.
import { existsSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import {
  BackupError,
  assertPgliteClosed,
  backup,
  pgliteDirOf,
  run,
  runCommand,
  stamp,
  targetFromEnvironment,
  type TBackupTarget,
} from './backup.ts';

export type TRestoreResult = {
  /** PostgreSQL: the backup of the database as it was just before. */
  safetyBackup?: string;
  /** PGlite: where the replaced data directory now is. */
  previousDir?: string;
};

async function formatOf(file: string): Promise<'pg_dump' | 'pglite' | 'unknown'> {
  const handle = await open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer.toString('latin1') === 'PGDMP') return 'pg_dump';
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'pglite';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

type TRestoreOptions = {
  now?: Date;
  /** Where the PostgreSQL safety backup goes; default backups/. */ safetyDir?: string;
};

export async function restore(
  target: TBackupTarget,
  file: string,
  options: TRestoreOptions = {},
): Promise<TRestoreResult> {
  const { now = new Date(), safetyDir = 'backups' } = options;
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}.`);
  const format = await formatOf(file);
  const wanted = target.databaseUrl ? 'pg_dump' : 'pglite';
  if (format !== wanted) {
    const what = target.databaseUrl ? 'a pg_dump file (.dump)' : 'an embedded-database backup (.tar.gz)';
    throw new BackupError(`${file} is not ${what}, which is what this configuration restores.`);
  }

  if (target.databaseUrl) {
    const safetyBackup = await backup(target, path.join(safetyDir, `before-restore-${stamp(now)}.dump`));
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return { safetyBackup };
  }

  const dir = pgliteDirOf(target);
  assertPgliteClosed(dir);
  const incoming = `${dir}.restoring-${stamp(now)}`;
  try {
    // Unpacked and opened once before anything is replaced: a broken file leaves the old database.
    const db = await PGlite.create(incoming, { loadDataDir: new Blob([await readFile(file)]) });
    await db.query('select 1');
    await db.close();
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw new BackupError(`${file} could not be loaded: ${(error as Error).message}`);
  }
  let previousDir: string | undefined;
  if (existsSync(dir)) {
    previousDir = `${dir}.before-restore-${stamp(now)}`;
    await rename(dir, previousDir);
  }
  await rename(incoming, dir);
  return { previousDir };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runCommand(async () => {
    const file = process.argv[2];
    if (!file) throw new BackupError('Usage: npm run restore -- <backup file>');
    const result = await restore(targetFromEnvironment(), file);
    if (result.safetyBackup) console.log(`The database as it was is in ${result.safetyBackup}.`);
    if (result.previousDir) console.log(`The replaced embedded database is kept in ${result.previousDir}.`);
    console.log(`Restored ${file}.`);
  });
}
