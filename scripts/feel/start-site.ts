// The built site as production runs it, with demo content and a board member to sign in as, on a
// free loopback port with a throw-away database (the Lighthouse script's setup), given longer to
// start: these runs often share a busy machine, where start-up takes more than a minute.
import { randomBytes } from 'node:crypto';
import type { TSite } from '../lighthouse/start-site.ts';
import { startTempApp } from '../support/server-process.ts';

const START_TIMEOUT_MS = 240_000;

export async function startSite(): Promise<TSite> {
  const admin = { email: 'feel-admin@example.org', password: `Feel-${randomBytes(12).toString('base64url')}` };
  const { origin, stop } = await startTempApp({
    tempPrefix: 'feel-site-',
    timeoutMs: START_TIMEOUT_MS,
    env: {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      // Production refuses to start without a secret; this one lives as long as the database.
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  return { origin, admin, stop };
}
