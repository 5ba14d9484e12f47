import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type TConfig } from './config.ts';

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

const config = readConfig();
const app = await buildApp(config).catch((error: unknown) => {
  console.error('The server could not start:', error);
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
    // Stops accepting, lets in-flight requests finish, then closes the database (onClose hook).
    await app.close();
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
  process.exit(1);
}
