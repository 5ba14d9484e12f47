// The site on a free loopback port with a throw-away embedded database and the demo content, so a
// scan never touches ./data, a developer's server or a real mail server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 90_000;

export type TScanServer = { origin: string; dataDir: string; stop: () => Promise<void> };
export type TScanServerOptions = { jwtSecret: string; adminEmail: string; adminPassword: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    const healthy = await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startScanServer(options: TScanServerOptions): Promise<TScanServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'security-scan-'));
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JWT_SECRET: options.jwtSecret,
      ADMIN_EMAIL: options.adminEmail,
      ADMIN_PASSWORD: options.adminPassword,
      LOG_LEVEL: 'silent',
      // Blank means unset: the scan must not reach a real database, mail server or Redis.
      DATABASE_URL: '',
      SMTP_URL: '',
      RATE_LIMIT_REDIS_URL: '',
      OIDC_PROVIDERS: '',
      // sqlmap sends hundreds of requests from one address: with the normal limits it would only see 429s.
      RATE_LIMIT_IP_FACTOR: '1000',
    },
  });
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, stop };
}
