// `npm run backup [-- <file>]`: a consistent copy of the database (docs/deploy.md, Backups).
// PostgreSQL (DATABASE_URL): pg_dump in its custom format, for pg_restore. Embedded PGlite
// (DATA_DIR/db): PGlite's own dump of the data directory, a .tar.gz, taken while the server is
// stopped, because PGlite belongs to one process and a copy taken during writes would be torn.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig, type TConfig } from '../src/server/config.ts';

export const run = promisify(execFile);

export type TBackupTarget = Pick<TConfig, 'databaseUrl' | 'dataDir'>;

export class BackupError extends Error {}

export function pgliteDirOf(target: TBackupTarget): string {
  return path.resolve(target.dataDir, 'db');
}

/** A file name that sorts by time and is safe on every file system. */
export function stamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export function defaultBackupFile(target: TBackupTarget, date = new Date()): string {
  return path.join('backups', `${stamp(date)}.${target.databaseUrl ? 'dump' : 'tar.gz'}`);
}

/**
 * PGlite writes postmaster.pid while a process has the directory open and removes it on a clean
 * close; it takes no lock, so a second process would corrupt it. After a crash the file stays:
 * starting and stopping the server once removes it.
 */
export function assertPgliteClosed(dir: string): void {
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `${dir} is in use (postmaster.pid exists): stop the server first. ` +
        'If it is not running, it did not stop cleanly: start and stop it once, then try again.',
    );
  }
}

/** Writes the backup to `file` (or backups/<time>.<ext>) and answers its path. */
export async function backup(target: TBackupTarget, file = defaultBackupFile(target)): Promise<string> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  // Written aside and renamed: a backup that failed halfway never looks like a good one.
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) {
      await run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${target.databaseUrl}`]);
    } else {
      const dir = pgliteDirOf(target);
      if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dir}.`);
      assertPgliteClosed(dir);
      const db = await PGlite.create(dir);
      try {
        const dump = await db.dumpDataDir('gzip');
        await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    await rename(partial, file);
    return file;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The CLI's config: only the database settings matter here, but the same rules apply. */
export function targetFromEnvironment(): TBackupTarget {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new BackupError(error.message);
    throw error;
  }
}

/** Runs `main` as a command: expected failures print one line, anything else its stack. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const missingTool = (error as NodeJS.ErrnoException).code === 'ENOENT' && 'path' in (error as object);
    if (error instanceof BackupError) console.error(error.message);
    else if (missingTool) console.error('pg_dump/pg_restore not found: install postgresql-client.');
    else if (error instanceof Error && 'stderr' in error) console.error(String(error.stderr).trim() || error.message);
    else console.error(error);
    process.exitCode = 1;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runCommand(async () => {
    const target = targetFromEnvironment();
    const file = await backup(target, process.argv[2]);
    console.log(`Backup written to ${file}`);
  });
}
