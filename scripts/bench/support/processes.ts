import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOST, killChild, ROOT, spawnTsx, stopChild, waitForOk } from '../../support/server-process.ts';

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

/** Starts `node --import tsx <entry>` as its own process and waits until readyPath answers 200. */
export async function startServer(options: TStartOptions): Promise<TRunningServer> {
  const child = spawnTsx(options.entry, { ...options.env, PORT: String(options.port), HOST }, [
    'ignore',
    'pipe',
    'pipe',
  ]);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://${HOST}:${options.port}`;
  const server: TRunningServer = {
    url,
    child,
    output: () => tail,
    stop: () => stopChild(child, 12_000),
    kill: () => killChild(child),
  };
  try {
    await waitForOk(url + options.readyPath, child, options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    await server.kill();
    throw new Error(`${options.name}: ${error instanceof Error ? error.message : String(error)}:\n${tail}`);
  }
  return server;
}

/** The real app with a PGlite database in dataDir (or DATABASE_URL in env). */
export function startApp(port: number, env: Record<string, string>): Promise<TRunningServer> {
  // A loaded machine may take longer to migrate and seed: BENCH_START_TIMEOUT_S waits longer.
  const readyTimeoutMs = Number(process.env.BENCH_START_TIMEOUT_S ?? 90) * 1000;
  return startServer({ name: 'app', entry: 'src/server/main.ts', port, env, readyPath: '/api/health', readyTimeoutMs });
}
