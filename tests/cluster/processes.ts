import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stopChild, waitForOk as waitForChild } from '../../scripts/support/server-process.ts';

export { freePort } from '../../scripts/support/server-process.ts';

export const REPO_DIR = path.resolve(import.meta.dirname, '../..');

export type TRunning = {
  child: ChildProcess;
  /** Every JSON log line the process wrote so far. */
  logs: Array<Record<string, unknown>>;
  /** Everything else it wrote, for the failure message. */
  output: string[];
  exited: Promise<number | null>;
};

function collect(child: ChildProcess): TRunning {
  const logs: Array<Record<string, unknown>> = [];
  const output: string[] = [];
  const read = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        output.push(line);
      }
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, logs, output, exited };
}

/** A compiled entry as production runs it: `node dist/server/<entry>.js` (main: a server, migrate: the command). */
export function startInstance(env: Record<string, string>, entry: 'main' | 'migrate' = 'main'): TRunning {
  const child = spawn(process.execPath, [`dist/server/${entry}.js`], {
    cwd: REPO_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return collect(child);
}

/** nginx in the foreground from deploy/nginx.test.conf.template, everything it writes under prefix. */
export async function startNginx(prefix: string, values: Record<string, string>): Promise<TRunning> {
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(prefix, dir), { recursive: true });
  }
  const template = await readFile(path.join(REPO_DIR, 'deploy/nginx.test.conf.template'), 'utf8');
  const config = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = name === 'PREFIX' ? prefix : values[name];
    if (value === undefined) throw new Error(`nginx template: no value for ${name}`);
    return value;
  });
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, config);
  const child = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return collect(child);
}

/** Polls until `url` answers 200, or fails with what the process said. */
export async function waitForOk(url: string, running: TRunning, timeoutMs = 90_000): Promise<void> {
  try {
    await waitForChild(url, running.child, timeoutMs);
  } catch {
    const said = [...running.output, ...running.logs.map((line) => JSON.stringify(line))].slice(-20).join('\n');
    throw new Error(
      `${url} did not answer 200 (exit code ${String(running.child.exitCode ?? running.child.signalCode ?? undefined)}):\n${said}`,
    );
  }
}

/** SIGTERM, and SIGKILL if it is still there after graceMs. */
export async function stop(running: TRunning | undefined, graceMs = 15_000): Promise<number | null | undefined> {
  if (running) await stopChild(running.child, graceMs);
  return running?.child.exitCode;
}
