// Starts the built site as production would run it, on a free loopback port with a throw-away
// embedded database, so a measurement never touches ./data or a developer's running server.
import { randomBytes } from 'node:crypto';
import { startTempApp } from '../support/server-process.ts';

export type TSite = { origin: string; stop: () => Promise<void> };

export async function startSite(): Promise<TSite> {
  const { origin, stop } = await startTempApp({
    tempPrefix: 'lighthouse-site-',
    timeoutMs: 60_000,
    env: {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      // Production refuses to start without a secret; this one lives as long as the database.
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // Every page load comes from 127.0.0.1: a visitor's limits would soon answer 429.
      RATE_LIMIT_IP_FACTOR: '100',
    },
  });
  return { origin, stop };
}
