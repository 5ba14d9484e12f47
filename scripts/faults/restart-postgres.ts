// npm run fault:postgres: stop a private PostgreSQL under the running app and start it again. While
// it is down, /api/health and every request needing the database must answer 503 at once (no hang,
// no 500); once it is back, the same process must serve again by itself.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { registrationBody } from '../bench/support/people.ts';
import { startApp, type TRunningServer } from '../bench/support/processes.ts';
import { runMain } from '../support/run-main.ts';
import { freePort, sleep } from '../support/server-process.ts';

const DOWN_FOR_MS = 8000;
/** A request slower than this while the database is down counts as hanging. */
const FAST_MS = 3000;
const RECOVERY_TIMEOUT_MS = 30_000;

function postgresBin(name: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin/${name}`;
}

/** The cluster's files belong to the postgres user, which initdb and pg_ctl insist on. */
function asPostgres(command: string, args: string[]): string {
  return execFileSync('runuser', ['-u', 'postgres', '--', postgresBin(command), ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function createCluster(root: string, port: number) {
  const dataDir = path.join(root, 'data');
  execFileSync('chown', ['postgres:postgres', root]);
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    start: () =>
      asPostgres('pg_ctl', ['start', '-D', dataDir, '-w', '-t', '30', '-l', path.join(root, 'log'), '-o', options]),
    stop: () => asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']),
    kill: () => {
      try {
        asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      } catch {
        // not running
      }
    },
  };
}

type TProbe = { name: string; status: number | string; ms: number };

async function probe(base: string, name: string, init?: RequestInit & { path: string }): Promise<TProbe> {
  const started = Date.now();
  try {
    const response = await fetch(base + (init?.path ?? name), { ...init, signal: AbortSignal.timeout(15_000) });
    await response.text();
    return { name, status: response.status, ms: Date.now() - started };
  } catch (error) {
    return { name, status: error instanceof Error ? error.name : 'error', ms: Date.now() - started };
  }
}

/** One round of what visitors and the health check do: reads, a registration, the health check. */
function round(base: string): Promise<TProbe[]> {
  const { email, body } = registrationBody('pgfault');
  return Promise.all([
    // Not cached anywhere: a wrong password for an unknown address (401 while up) needs the database.
    probe(base, 'POST /api/auth/login (401 if up)', {
      path: '/api/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email.replace('@', '.login@'), password: 'not-the-password' }),
    }),
    probe(base, '/api/health'),
    probe(base, '/api/events/all'),
    probe(base, '/api/content/board'),
    probe(base, '/api/events/1'),
    probe(base, 'POST /api/membership/register', {
      path: '/api/membership/register',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  ]);
}

/** Rounds back to back with a few in parallel, until stop() is called. */
function load(base: string) {
  const probes: TProbe[] = [];
  let running = true;
  const loops = Array.from({ length: 4 }, async () => {
    while (running) probes.push(...(await round(base)));
  });
  return {
    probes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

function tally(probes: TProbe[]): string {
  const byName = new Map<string, Map<string, number>>();
  for (const entry of probes) {
    const counts = byName.get(entry.name) ?? new Map<string, number>();
    counts.set(String(entry.status), (counts.get(String(entry.status)) ?? 0) + 1);
    byName.set(entry.name, counts);
  }
  return [...byName]
    .map(([name, counts]) => {
      const slowest = Math.max(...probes.filter((entry) => entry.name === name).map((entry) => entry.ms));
      return `    ${name.padEnd(32)} ${[...counts].map(([status, count]) => `${status}:${count}`).join(' ')} (slowest ${slowest} ms)`;
    })
    .join('\n');
}

async function main(): Promise<number> {
  const root = mkdtempSync(path.join(tmpdir(), 'association-fault-pg-'));
  chmodSync(root, 0o755);
  const [pgPort, appPort] = [await freePort(), await freePort()];
  const cluster = createCluster(root, pgPort);
  let server: TRunningServer | undefined;
  const problems: string[] = [];
  try {
    cluster.start();
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
    await admin.connect();
    await admin.query('create database association');
    await admin.end();
    console.log(`private PostgreSQL on 127.0.0.1:${pgPort} (${root})`);

    server = await startApp(appPort, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(root, 'app'),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/association`,
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      RATE_LIMIT_IP_FACTOR: '100000',
    });
    const pid = server.child.pid;

    const before = load(server.url);
    await sleep(3000);
    await before.stop();
    console.log(`up: ${before.probes.length} requests\n${tally(before.probes)}`);

    const during = load(server.url);
    const stoppedAt = Date.now();
    cluster.stop();
    console.log(`PostgreSQL stopped (pg_ctl stop -m fast) in ${Date.now() - stoppedAt} ms`);
    await sleep(1000);
    // The first second belongs to the shutdown itself: judge what is answered while it is down.
    during.probes.length = 0;
    await sleep(DOWN_FOR_MS);
    await during.stop();
    console.log(`down: ${during.probes.length} requests\n${tally(during.probes)}`);
    const health = during.probes.filter((entry) => entry.name === '/api/health');
    if (health.length === 0 || health.some((entry) => entry.status !== 503)) {
      problems.push('/api/health did not answer 503 every time while the database was down');
    }
    const bad = during.probes.filter(
      (entry) => typeof entry.status !== 'number' || ![200, 404, 503].includes(entry.status),
    );
    if (bad.length > 0) problems.push(`${bad.length} answers while down were neither 503 nor a cached 200/404`);
    const slow = during.probes.filter((entry) => entry.ms > FAST_MS);
    if (slow.length > 0) problems.push(`${slow.length} requests took longer than ${FAST_MS} ms while down`);

    const restartedAt = Date.now();
    cluster.start();
    let recoveredMs: number | undefined;
    while (Date.now() - restartedAt < RECOVERY_TIMEOUT_MS) {
      if ((await probe(server.url, '/api/health')).status === 200) {
        recoveredMs = Date.now() - restartedAt;
        break;
      }
      await sleep(200);
    }
    console.log(
      recoveredMs === undefined
        ? 'health did not recover'
        : `PostgreSQL started again; health ok after ${recoveredMs} ms`,
    );
    if (recoveredMs === undefined)
      problems.push(`not healthy ${RECOVERY_TIMEOUT_MS / 1000} s after PostgreSQL came back`);

    const after = load(server.url);
    await sleep(3000);
    await after.stop();
    console.log(`back: ${after.probes.length} requests\n${tally(after.probes)}`);
    const failedAfter = after.probes.filter((entry) => entry.status !== (entry.name.includes('401') ? 401 : 200));
    if (failedAfter.length > 0) problems.push(`${failedAfter.length} requests failed after the recovery`);
    if (server.child.exitCode !== null || server.child.pid !== pid) problems.push('the app process did not survive');
    else console.log(`same app process throughout (pid ${pid})`);

    for (const problem of problems) console.log(`FAIL ${problem}`);
    if (problems.length === 0) console.log('PASS: 503 while down, recovered without a restart');
    return problems.length === 0 ? 0 : 1;
  } finally {
    if (server) {
      if (problems.length > 0) console.log(`app output (tail):\n${server.output().slice(-2000)}`);
      await server.stop();
    }
    cluster.kill();
    rmSync(root, { recursive: true, force: true });
  }
}

runMain(main);
