// Starts the built site as production would run it, on a free loopback port with a throw-away
// embedded database, so a measurement never touches ./data or a developer's running server.
import { randomBytes } from 'node:crypto';
import { startTempApp } from '../support/server-process.ts';

/** admin: a board member created at start, for measuring pages with a session. */
export type TSite = { origin: string; admin: { email: string; password: string }; stop: () => Promise<void> };

/** name: who measures (names the temp folder and the admin); timeoutMs: how long start-up may take. */
export async function startSite({ name = 'lighthouse', timeoutMs = 60_000 } = {}): Promise<TSite> {
  const admin = { email: `${name}-admin@example.org`, password: `Site-${randomBytes(12).toString('base64url')}` };
  const { origin, stop } = await startTempApp({
    tempPrefix: `${name}-site-`,
    timeoutMs,
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
