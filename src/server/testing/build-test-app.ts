import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type TApp } from '../app.ts';
import { loadConfig, type TConfig } from '../config.ts';
import type { TDatabase } from '../db/client.ts';
import type { TNewUser, TUser } from '../db/schema.ts';
import type { TUserRole } from '../../shared/member-values.ts';
import { hashPassword } from '../modules/accounts/password.ts';
import { createTokenService } from '../modules/accounts/tokens.ts';
import { createUsersRepo } from '../modules/accounts/users.repo.ts';
import { createFamiliesRepo } from '../modules/members/families.repo.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { givenIdFor } from '../../shared/given-id.ts';
import { createTestDatabase, type TTestDatabase } from './test-database.ts';

// The seed's messages (the configured admin was made) would fail the test through the console spy.
const quietLog = { info: () => undefined, warn: () => undefined };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export type TTestAppOptions = {
  /** Environment variables on top of the test defaults (they win). */
  env?: Record<string, string>;
  /** Reuse a database (and its data) instead of making a new one; the caller destroys it. */
  database?: TTestDatabase;
  /** Reuse a DATA_DIR instead of a new temp one; the caller removes it. */
  dataDir?: string;
  /** The app's clock (financial year, fees); default the real time. */
  clock?: () => Date;
  /** Log at the most talkative level into this array, one JSON line each (tests that read the log). */
  logLines?: string[];
};

export type TTestApp = {
  app: TApp;
  db: TDatabase;
  database: TTestDatabase;
  config: TConfig;
  dataDir: string;
  /** Closes the app, then drops what this call created (database, DATA_DIR). */
  close(): Promise<void>;
};

/** The real app on its own database and temp DATA_DIR, quiet, with a fixed JWT secret and no demo data. */
export async function buildTestApp(options: TTestAppOptions = {}): Promise<TTestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'tamil-test-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  await prepareDatabase(config, { database: database.connection, log: quietLog });
  const logLines = options.logLines;
  const logger = logLines && {
    level: 'trace',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  };
  const app = await buildApp(config, { database: database.connection, clock: options.clock, logger });
  return {
    app,
    db: database.connection.db,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.destroy();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TTestUserInput = Partial<Omit<TNewUser, 'passwordHash'>> & { password?: string; familyNumber?: number };

let nextFamilyNumber = 9000;

/** An approved, activated member in a new family (or the family numbered familyNumber); password optional. */
export async function createTestUser(db: TDatabase, input: TTestUserInput = {}): Promise<TUser> {
  const { password, familyNumber, ...values } = input;
  const familiesRepo = createFamiliesRepo(db);
  // A registration in the same test file takes the next free number too: never reuse its family.
  const number = familyNumber ?? Math.max(nextFamilyNumber++, await familiesRepo.nextNumber());
  const family =
    (await familiesRepo.findByNumber(number)) ??
    (await familiesRepo.insert({
      number,
      streetAddress: 'Testgatan 1',
      city: 'Teststad',
      postalCode: '111 11',
      country: 'Sweden',
    }));
  return createUsersRepo(db).insert({
    familyId: family.id,
    givenId: givenIdFor(number, 'self'),
    firstName: 'Test',
    lastName: 'Person',
    email: `person${number}@example.org`,
    personalNumber: '19800101-1234',
    status: 'approved',
    activatedAt: new Date(),
    ...values,
    passwordHash: password ? await hashPassword(password) : null,
  });
}

/**
 * A valid access token for the user, signed as the test app signs them; pass the user's current
 * sessionsValidAfter for a token that must outlive a revocation made a moment ago.
 */
export function tokenFor(user: { id: number; role: TUserRole; sessionsValidAfter?: Date | null }): Promise<string> {
  return createTokenService(TEST_JWT_SECRET).signAccessToken(user);
}
