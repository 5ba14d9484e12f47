import type { TConfig } from './config.ts';
import { openDatabase, type TDatabaseConnection } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { loadAssociation } from './modules/content/association.loader.ts';
import { seedSite } from './modules/site/settings.service.ts';
import { seedDatabase } from './seed/seed.ts';

type TPrepareLog = { info(message: string): void; warn(message: string): void };

export type TPrepareOptions = {
  /** An open database the caller keeps and closes (tests); by default one is opened from config and closed. */
  database?: TDatabaseConnection;
  /** Where the first-start messages go (the demo admin's password among them). */
  log?: TPrepareLog;
  /** Replaces association.json (tests). */
  associationFile?: string;
};

const consoleLog: TPrepareLog = { info: (message) => console.log(message), warn: (message) => console.warn(message) };

/**
 * Brings the database up to date and fills what the site needs before it serves: the migrations,
 * then the first-start data (the admin of ADMIN_EMAIL, the published finance figures, the first
 * banner, association.json's settings) and with SEED_DEMO the demo content. Each step checks first,
 * so running it again changes nothing. `npm run db:migrate` runs it before a release starts; the
 * server runs it at start only on the embedded database, which no other process can open.
 */
export async function prepareDatabase(config: TConfig, options: TPrepareOptions = {}): Promise<void> {
  const log = options.log ?? consoleLog;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    const associationFile = await loadAssociation(options.associationFile);
    // Instances (or a deploy's migrate command) starting together on one PostgreSQL take turns.
    await withStartupLock(database, async () => {
      await migrateDatabase(database);
      await seedDatabase(database.db, config, log);
      await seedSite(database.db, associationFile);
    });
  } finally {
    if (!options.database) await database.close();
  }
}
