import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { like, ne } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabaseConnection } from '../../src/server/db/client.ts';
import { outbox, renewalReminders } from '../../src/server/db/schema.ts';
import { LOGIN_LIMITS, signInKeys } from '../../src/server/modules/accounts/sign-in-throttle.ts';
import { createTestUser } from '../../src/server/testing/build-test-app.ts';
import { REPO_DIR, freePort, startInstance, startNginx, stop, waitForOk, type TRunning } from './processes.ts';

const NGINX = '/usr/sbin/nginx';
const POSTGRES_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = randomBytes(32).toString('base64url');
const RUN = randomBytes(4).toString('hex');
const ADMIN = { email: `cluster-admin-${RUN}@example.org`, password: 'Cluster-admin-password-1' };
const DATABASE_NAME = `test_cluster_${RUN}`;

const hasNginx = existsSync(NGINX);
const hasBuild = ['dist/client/.vite/manifest.json', 'dist/server/main.js'].every((file) =>
  existsSync(path.join(REPO_DIR, file)),
);
if (!hasNginx)
  process.stderr.write(`\nSkipped the two-instance test: ${NGINX} is missing (apt-get install nginx-light).\n`);

let work: string;
let database: TDatabaseConnection;
let a: TRunning;
let b: TRunning;
let nginx: TRunning;
let migrations: TRunning[] = [];
const base = { a: '', b: '', nginx: '' };

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const login = (origin: string, email: string, password: string) =>
  fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

function refreshCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('refresh_token='));
  if (!cookie) throw new Error('no refresh cookie');
  return cookie.split(';')[0] ?? '';
}

const refresh = (origin: string, cookie: string) =>
  fetch(`${origin}/api/auth/refresh`, { method: 'POST', headers: { cookie } });

const me = (origin: string, token: string) =>
  fetch(`${origin}/api/member/login`, { headers: { authorization: `Bearer ${token}` } });

describe.skipIf(!hasNginx)('two instances behind nginx', () => {
  beforeAll(async () => {
    if (!hasBuild) throw new Error('The two-instance test serves the built site: run `npm run build` first.');
    work = await mkdtemp(path.join(tmpdir(), 'tamil-cluster-'));
    await admin(`CREATE DATABASE ${DATABASE_NAME}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${DATABASE_NAME}`;
    const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
    base.a = `http://127.0.0.1:${portA}`;
    base.b = `http://127.0.0.1:${portB}`;
    base.nginx = `http://127.0.0.1:${portNginx}`;
    const shared = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      RATE_LIMIT_REDIS_URL: REDIS_URL,
      JWT_SECRET,
      TRUST_PROXY: 'true',
      PUBLIC_URL: base.nginx,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Other tests share this machine's address: only the per-account limits are looked at here.
      RATE_LIMIT_IP_FACTOR: '1000',
      MAIL_POLL_INTERVAL_MS: '200',
      LOG_LEVEL: 'info',
    };
    // A release prepares its database first (npm run db:migrate); two runs at the same moment take
    // turns on the startup lock, and a server started before would refuse the empty database.
    const early = startInstance({ ...shared, PORT: String(portA), DATA_DIR: path.join(work, 'a') });
    expect(await early.exited).toBe(1);
    expect(early.output.join('\n')).toMatch(/lacks \d+ migration\(s\).*npm run db:migrate/);
    migrations = [0, 1].map(() => startInstance({ ...shared, DATA_DIR: path.join(work, 'm') }, 'migrate'));
    expect(await Promise.all(migrations.map((run) => run.exited))).toEqual([0, 0]);
    a = startInstance({ ...shared, PORT: String(portA), DATA_DIR: path.join(work, 'a') });
    b = startInstance({ ...shared, PORT: String(portB), DATA_DIR: path.join(work, 'b') });
    await Promise.all([waitForOk(`${base.a}/api/health`, a), waitForOk(`${base.b}/api/health`, b)]);
    nginx = await startNginx(path.join(work, 'nginx'), {
      PORT: String(portNginx),
      PORT_A: String(portA),
      PORT_B: String(portB),
      PROXY_CONF: path.join(REPO_DIR, 'deploy/nginx-proxy.conf'),
    });
    await waitForOk(`${base.nginx}/api/health`, nginx, 10_000);
    database = openPostgres(url.toString());
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b), stop(nginx, 3000)]);
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const keys = signInKeys(`locked-${RUN}@example.org`, '127.0.0.1');
    await redis.del(...[keys.account, keys.pair].map((key) => `association-rate-limit:${key}`));
    redis.disconnect();
    if (work) await rm(work, { recursive: true, force: true });
  }, 40_000);

  it('migrated and seeded once although two migrate commands ran together', () => {
    const created = migrations
      .flatMap((run) => run.output)
      .filter((line) => line.startsWith('Created the admin account'));
    expect(created).toHaveLength(1);
  });

  it('(a) takes a session made on one instance on the other, directly and through nginx', async () => {
    const signIn = await login(base.a, ADMIN.email, ADMIN.password);
    expect(signIn.status).toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const cookie = refreshCookieOf(signIn);

    expect((await me(base.b, accessToken)).status).toBe(200);
    expect((await me(base.nginx, accessToken)).status).toBe(200);

    const rotated = await refresh(base.b, cookie);
    expect(rotated.status).toBe(200);
    const { accessToken: next } = (await rotated.json()) as { accessToken: string };
    expect((await me(base.nginx, next)).status).toBe(200);
    // The newer token is used through nginx; A knows from the shared database that the first one
    // was traded and its successor used, so the first one back is a replay that ends the chain.
    const third = await refresh(base.nginx, refreshCookieOf(rotated));
    expect(third.status).toBe(200);
    expect((await refresh(base.a, cookie)).status).toBe(401);
    expect((await refresh(base.b, refreshCookieOf(third))).status).toBe(401);
  });

  it('takes the client address from nginx, not from a header the client sent', async () => {
    const forged = '203.0.113.9';
    const response = await fetch(`${base.nginx}/api/health`, { headers: { 'x-forwarded-for': forged } });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id');
    // The instance's log line may still be on its way through the pipe.
    const seen = () =>
      [...a.logs, ...b.logs]
        .filter((line) => line.reqId === id && line.req)
        .map((line) => (line.req as { remoteAddress?: string }).remoteAddress);
    await expect.poll(seen, { timeout: 5000 }).toEqual(['127.0.0.1']);
  });

  it('(b) counts failed sign-ins of both instances together: the pause they start holds on each', async () => {
    const email = `locked-${RUN}@example.org`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFreeFailures; attempt++) {
      const origin = attempt % 2 === 0 ? base.a : base.b;
      statuses.push((await login(origin, email, 'wrong-password')).status);
    }
    expect(statuses).toEqual(Array(LOGIN_LIMITS.accountFreeFailures).fill(401));
    for (const origin of [base.a, base.b, base.nginx]) {
      const paused = await login(origin, email, 'wrong-password');
      expect(paused.status).toBe(429);
      expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('(b) refuses on one instance an access token whose session ended on the other', async () => {
    const signIn = await login(base.a, ADMIN.email, ADMIN.password);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    expect((await me(base.b, accessToken)).status).toBe(200);
    const out = await fetch(`${base.b}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: refreshCookieOf(signIn) },
    });
    expect(out.status).toBe(204);
    expect((await me(base.a, accessToken)).status).toBe(401);
    expect((await me(base.nginx, accessToken)).status).toBe(401);
  });

  it('(c) runs the daily reminder job once when both instances run it at the same moment', async () => {
    const emails = [1, 2, 3].map((n) => `remind-${n}-${RUN}@example.org`);
    for (const [index, email] of emails.entries()) {
      await createTestUser(database.db, { familyNumber: 700 + index, email });
    }
    a.child.kill('SIGUSR2');
    b.child.kill('SIGUSR2');
    const ran = async () =>
      [...a.logs, ...b.logs].filter((line) => line.msg === 'renewal reminders ran').map((line) => Number(line.queued));
    await expect.poll(async () => (await ran()).length, { timeout: 20_000 }).toBe(2);

    const rows = await database.db.select().from(renewalReminders);
    const queued = await database.db.select().from(outbox).where(like(outbox.dedupeKey, 'renewal-reminder:%'));
    expect((await ran()).reduce((sum, count) => sum + count, 0)).toBe(rows.length);
    expect(queued).toHaveLength(rows.length);
    for (const email of emails) expect(queued.filter((mail) => mail.recipient === email)).toHaveLength(1);

    // Both mail workers poll the one outbox: each reminder is delivered by exactly one of them.
    const delivered = async () => {
      const texts: string[] = [];
      for (const dir of [path.join(work, 'a', 'mail'), path.join(work, 'b', 'mail')]) {
        for (const file of await readdir(dir).catch(() => [] as string[])) {
          if (file.endsWith('renewal-reminder.eml')) texts.push(await readFile(path.join(dir, file), 'utf8'));
        }
      }
      return texts;
    };
    await expect.poll(async () => (await delivered()).length, { timeout: 20_000 }).toBe(rows.length);
    const texts = await delivered();
    for (const email of emails) expect(texts.filter((text) => text.includes(email))).toHaveLength(1);
    // A worker writes the file, then marks the mail sent.
    await expect.poll(() => database.db.$count(outbox, ne(outbox.status, 'sent')), { timeout: 5000 }).toBe(0);
  });

  it('(d) loses no GET through nginx while one instance stops', async () => {
    const paths = ['/api/health', '/api/events/all', '/', '/events'];
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const client = async (offset: number) => {
      for (let i = offset; running; i++) {
        const target = paths[i % paths.length] ?? '/';
        const response = await fetch(`${base.nginx}${target}`).catch((error: Error) => error);
        if (response instanceof Error) failures.push(`${target}: ${response.message}`);
        else {
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${target}: ${response.status}`);
          answered += 1;
        }
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const exitCode = await stop(b);
    const lastWords = b.logs
      .slice(-12)
      .map(
        (line) => `${String(line.time)} ${String(line.msg)} ${JSON.stringify(line.err ?? line.open ?? line.req ?? '')}`,
      );
    expect(exitCode, lastWords.join('\n')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(20);
    expect(b.child.exitCode).toBe(0);
  }, 40_000);
});
