import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now (loopback only). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server renders pages from dist/: build once when it is missing. */
export function ensureBuilt(): void {
  if (existsSync(path.join(ROOT, 'dist/client/.vite/manifest.json')) && existsSync(path.join(ROOT, 'dist/ssr'))) return;
  console.log('dist/ is missing: running npm run build ...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export type TRunningServer = {
  url: string;
  child: ChildProcess;
  /** The last lines the process wrote (for a failure message). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within 12 s. */
  stop(): Promise<void>;
  kill(): Promise<void>;
};

type TStartOptions = {
  name: string;
  /** tsx entry relative to the repository root. */
  entry: string;
  port: number;
  env: Record<string, string>;
  /** Path answering 200 once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `node --import tsx <entry>` as its own process and waits until readyPath answers 200. */
export async function startServer(options: TStartOptions): Promise<TRunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const server: TRunningServer = {
    url,
    child,
    output: () => tail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited(child);
      clearTimeout(timer);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited early:\n${tail}`);
    try {
      const response = await fetch(url + options.readyPath, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await server.kill();
  throw new Error(`${options.name} did not get ready in time:\n${tail}`);
}

/** The real app with a PGlite database in dataDir (or DATABASE_URL in env). */
export function startApp(port: number, env: Record<string, string>): Promise<TRunningServer> {
  return startServer({ name: 'app', entry: 'src/server/main.ts', port, env, readyPath: '/api/health' });
}
