import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type TConfig } from './config.ts';
import { openDatabase, type TDatabaseConnection } from './db/client.ts';
import { pendingMigrationCount } from './db/migrate.ts';
import { prepareDatabase } from './prepare-database.ts';

// In-flight requests get this long to finish before the process gives up on a clean exit.
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): TConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * The embedded database belongs to this one process, so it is prepared here and the app keeps the
 * connection: `npm start` on a fresh clone serves at once. A PostgreSQL database is prepared by
 * `npm run db:migrate` before a release starts (docs/deploy.md); a server of a newer release than its
 * database refuses to start rather than fail on a missing column later, and buildApp opens its pool.
 */
async function openReadyDatabase(config: TConfig): Promise<TDatabaseConnection | undefined> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (!config.databaseUrl) {
      await prepareDatabase(config, { database });
      return database;
    }
    const pending = await pendingMigrationCount(database);
    if (pending > 0) {
      throw new Error(`the database lacks ${pending} migration(s) of this release: run \`npm run db:migrate\` first`);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  await database.close();
  return undefined;
}

const config = readConfig();
const embedded = await openReadyDatabase(config).catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
const app = await buildApp(config, { database: embedded }).catch(async (error: unknown) => {
  console.error('The server could not start:', error);
  await embedded?.close();
  process.exit(1);
});

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    // What still holds the process (sockets, timers) tells which part did not finish.
    app.log.error({ open: process.getActiveResourcesInfo() }, 'shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    // Stops accepting, lets in-flight requests finish, then closes the database (onClose hook; the
    // embedded one, which this file opened, here).
    await app.close();
    await embedded?.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
// Runs the daily reminder job now (`systemctl kill -s USR2 <unit>`); it still sends each mail once.
process.on('SIGUSR2', () => {
  app.renewalReminders.runIfDue().then(
    (queued) => app.log.info({ queued }, 'renewal reminders ran'),
    (error: unknown) => app.log.error({ err: error }, 'renewal reminders failed'),
  );
});

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  await embedded?.close();
  process.exit(1);
}
