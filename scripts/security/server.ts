// The site on a free loopback port with a throw-away embedded database and the demo content, so a
// scan never touches ./data, a developer's server or a real mail server.
import { startTempApp } from '../support/server-process.ts';

export type TScanServer = { origin: string; dataDir: string; stop: () => Promise<void> };
export type TScanServerOptions = { jwtSecret: string; adminEmail: string; adminPassword: string };

export async function startScanServer(options: TScanServerOptions): Promise<TScanServer> {
  const { origin, dataDir, stop } = await startTempApp({
    tempPrefix: 'security-scan-',
    timeoutMs: 90_000,
    env: {
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      JWT_SECRET: options.jwtSecret,
      ADMIN_EMAIL: options.adminEmail,
      ADMIN_PASSWORD: options.adminPassword,
      LOG_LEVEL: 'silent',
      // sqlmap sends hundreds of requests from one address: with the normal limits it would only see 429s.
      RATE_LIMIT_IP_FACTOR: '1000',
    },
  });
  return { origin, dataDir, stop };
}
