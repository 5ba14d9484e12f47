import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/find-chromium.ts';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_BASE_URL,
  E2E_HOST,
  E2E_JWT_SECRET,
  E2E_MAIL_HTTP_PORT,
  E2E_OIDC_CLIENT_ID,
  E2E_OIDC_CLIENT_SECRET,
  E2E_OIDC_ISSUER,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './tests/e2e/helpers/test-env.ts';

const isCI = Boolean(process.env.CI);

// The suite tests the built app, as it is deployed; building here would hide a broken `npm run build`
// and cost every single-spec run a minute.
if (!existsSync('dist/client/.vite/manifest.json') || !existsSync('dist/ssr') || !existsSync('dist/server/main.js')) {
  throw new Error('The browser tests need the built app: run npm run build first (npm test does).');
}

// Playwright loads this file in the runner and again in every worker; workers inherit the runner's
// environment, so remembering the directory there gives one fresh database per run, not one per load.
const DATA_DIR_PREFIX = 'association-e2e-';
if (!process.env.E2E_DATA_DIR) {
  removeStaleDataDirs();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), DATA_DIR_PREFIX));
}
const dataDir = process.env.E2E_DATA_DIR;

// Each run leaves a database of about 40 MB, which Playwright gives us no safe moment to delete (its
// global teardown runs while the server still has it open); runs older than a few hours are over.
function removeStaleDataDirs() {
  const staleBefore = Date.now() - 6 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(DATA_DIR_PREFIX))) {
    const path = join(tmpdir(), name);
    try {
      if (statSync(path).mtimeMs < staleBefore) rmSync(path, { recursive: true, force: true });
    } catch {
      // Another run may be removing it at the same moment; either way it is going.
    }
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per run: Playwright empties its output folder at start, which would break a parallel run.
  outputDir: `test-results/run-${process.env.E2E_PORT_BASE}`,
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  // After the list: every test that passed only on its retry (each has a cause to fix) and the ten
  // slowest tests (where the suite's time goes).
  reporter: [['list'], ['./tests/e2e/support/retry-reporter.ts'], ['./tests/e2e/support/slowest-reporter.ts']],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace costs every test a tenth of its time; a failure's retry records one, and a
    // local run can ask for them with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: findChromium() ?? undefined,
          args: ['--headless', ...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/mail-sink-server.ts',
      url: `http://${E2E_HOST}:${E2E_MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The external sign-in provider ("mock"): the server discovers it on first use.
      command: 'node --import tsx tests/e2e/support/oidc-provider.ts',
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The compiled server, as production runs it (it prepares the embedded database at start).
      command: 'node dist/server/main.js',
      url: `${E2E_BASE_URL}/api/health`,
      // A server left on this port would have another database and other credentials.
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORT),
        HOST: E2E_HOST,
        DATA_DIR: dataDir,
        PUBLIC_URL: E2E_BASE_URL,
        JWT_SECRET: E2E_JWT_SECRET,
        ADMIN_EMAIL: E2E_ADMIN_EMAIL,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Blank (the server reads blank as unset) so a developer's or CI's own settings cannot point
        // the suite at a real database, identity provider or shared rate-limit store.
        DATABASE_URL: '',
        SMTP_URL: `smtp://${E2E_HOST}:${E2E_SMTP_PORT}`,
        // Tests wait for the mails they cause; the default 2 s between outbox polls would be most of that wait.
        MAIL_POLL_INTERVAL_MS: '200',
        OIDC_PROVIDERS: 'mock',
        OIDC_MOCK_ISSUER: E2E_OIDC_ISSUER,
        OIDC_MOCK_CLIENT_ID: E2E_OIDC_CLIENT_ID,
        OIDC_MOCK_CLIENT_SECRET: E2E_OIDC_CLIENT_SECRET,
        // All browser traffic comes from 127.0.0.1: per-address limits x100, per-account ones as they are
        // (accounts.spec.ts proves a 429 with one account).
        RATE_LIMIT_IP_FACTOR: '100',
        RATE_LIMIT_REDIS_URL: '',
        TRUST_PROXY: '',
      },
    },
  ],
});
