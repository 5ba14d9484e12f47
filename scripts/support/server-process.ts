// Starting, probing and stopping the app (or another small server) as a child process, for the
// measurement scripts: bench, faults, lighthouse, security and the cluster test.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const HOST = '127.0.0.1';
export const ROOT = path.resolve(import.meta.dirname, '../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (loopback only; the kernel picks it). */
export function freePort(): Promise<number> {
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

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function exited(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `node --import tsx <entry>` from the repository root, with the given environment on top of this one's. */
export function spawnTsx(entry: string, env: Record<string, string>, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env: { ...process.env, ...env }, stdio });
}

/** Polls url until it answers 200; fails at once when the child exits, and at the deadline. */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) while starting`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL if it has not exited within graceMs. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (hasExited(child)) return;
  const done = exited(child);
  const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  child.kill('SIGTERM');
  await done;
  clearTimeout(killer);
}

/** SIGKILL, as a crash would end it. */
export async function killChild(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await exited(child);
}

export type TTempApp = { origin: string; dataDir: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * The app as `node --import tsx src/server/main.ts` on a free loopback port with a throw-away
 * embedded database in a new temp folder, so a measurement never touches ./data or a developer's
 * running server. stop() ends it and removes the folder.
 */
export async function startTempApp(options: {
  tempPrefix: string;
  env: Record<string, string>;
  timeoutMs: number;
  /** Run the compiled server (`node dist/server/main.js`, after `npm run build`), as production does. */
  compiled?: boolean;
}): Promise<TTempApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), options.tempPrefix));
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const start = (env: Record<string, string>, stdio: StdioOptions) =>
    options.compiled
      ? spawn(process.execPath, ['dist/server/main.js'], { cwd: ROOT, env: { ...process.env, ...env }, stdio })
      : spawnTsx('src/server/main.ts', env, stdio);
  const child = start(
    {
      HOST,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      // Blank means unset: the measurement must not reach a real database, mail server or Redis.
      DATABASE_URL: '',
      SMTP_URL: '',
      RATE_LIMIT_REDIS_URL: '',
      OIDC_PROVIDERS: '',
      ...options.env,
    },
    ['ignore', 'ignore', 'inherit'],
  );
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${origin}/api/health`, child, options.timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, child, stop };
}
