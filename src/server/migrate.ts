// `npm run db:migrate`: prepares the database the environment names (migrations and first-start
// data) and exits. A release runs it once before its servers start (docs/deploy.md).
import { ConfigError, loadConfig } from './config.ts';
import { prepareDatabase } from './prepare-database.ts';

try {
  await prepareDatabase(loadConfig());
  console.log('The database is up to date.');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
