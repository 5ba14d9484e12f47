// `npm run security`: sqlmap against a throw-away server with the demo content, then the OWASP
// ASVS tests (tests/security). Prints what was tested and exits non-zero on any finding.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTokenService } from '../../src/server/modules/accounts/tokens.ts';
import { startScanServer, type TScanServer } from './server.ts';
import { runSqlmap, SQLMAP, SQLMAP_LEVEL, SQLMAP_RISK, type TScanResult } from './sqlmap.ts';
import { scanTargets, type TScanContext } from './targets.ts';

const ADMIN_EMAIL = 'security.scan@example.org';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Tokens and real ids from the demo content, and the server's route list (its OpenAPI document). */
async function contextOf(server: TScanServer, jwtSecret: string, adminPassword: string): Promise<TScanContext> {
  const { origin } = server;
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: adminPassword }),
  });
  const { accessToken: adminToken } = await json<{ accessToken: string }>(login);
  const auth = { authorization: `Bearer ${adminToken}` };
  type TMember = { id: number; givenId: string; role: string; email: string | null; isRegistrant: boolean };
  const data = await json<{ approvedMembers: TMember[] }>(await fetch(`${origin}/api/admin/all`, { headers: auth }));
  const member = data.approvedMembers.find((person) => person.role === 'Member' && person.isRegistrant && person.email);
  if (!member) throw new Error('the demo content has no approved member to act as');
  // The script owns the server's secret: a member's token without knowing the member's password.
  const memberToken = await createTokenService(jwtSecret).signAccessToken({ id: member.id, role: 'Member' });
  const events = await json<{ eventId: number; picture: string | null }[]>(await fetch(`${origin}/api/events/all`));
  const docs = await json<{ paths: Record<string, Record<string, unknown>> }>(await fetch(`${origin}/api/docs/json`));
  const routes = new Set(
    Object.entries(docs.paths).flatMap(([pattern, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${pattern.replace(/\{(\w+)\}/g, ':$1')}`),
    ),
  );
  return {
    origin,
    adminToken,
    memberToken,
    memberGivenId: member.givenId,
    eventId: events[0]?.eventId ?? 1,
    picture: events.find((event) => event.picture)?.picture ?? null,
    routes,
  };
}

function runAsvsTests(): Promise<number> {
  return new Promise((resolve) => {
    const vitest = path.join('node_modules', 'vitest', 'vitest.mjs');
    const child = spawn(process.execPath, [vitest, 'run', 'tests/security'], { stdio: 'inherit' });
    child.once('close', (code) => resolve(code ?? 1));
  });
}

function report(results: TScanResult[], asvsExit: number, seconds: number): boolean {
  console.log('\nSecurity report');
  console.log(`  sqlmap (level ${SQLMAP_LEVEL}, risk ${SQLMAP_RISK}, PostgreSQL payloads) against:`);
  for (const result of results) {
    const verdict =
      result.findings.length > 0
        ? 'INJECTION FOUND'
        : result.serverErrors.length > 0
          ? `server errors: ${result.serverErrors.join(', ')}`
          : result.testedParameters === 0
            ? `NOT TESTED ${result.problems.join(' ')}`
            : `no finding in ${result.testedParameters} parameter(s)${result.timedOut ? ' (stopped at the time limit)' : ''}`;
    console.log(
      `    ${result.target.method.padEnd(4)} ${result.target.name.padEnd(36)} ${String(result.seconds).padStart(4)} s  ${verdict}`,
    );
    for (const line of result.findings) console.log(`        ${line}`);
  }
  const injections = results.filter((result) => result.findings.length > 0).length;
  const errors = results.filter((result) => result.serverErrors.length > 0).length;
  const untested = results.filter((result) => result.testedParameters === 0).length;
  console.log(
    `  endpoints: ${results.length}; with injection: ${injections}; with server errors: ${errors}; not tested: ${untested}`,
  );
  console.log(`  OWASP ASVS tests (tests/security): ${asvsExit === 0 ? 'passed' : 'FAILED'}`);
  console.log(`  took ${seconds} s`);
  return injections === 0 && errors === 0 && untested === 0 && asvsExit === 0;
}

async function main() {
  if (!existsSync(SQLMAP)) throw new Error(`${SQLMAP} is missing (Debian: apt-get install sqlmap)`);
  const started = Date.now();
  const jwtSecret = randomBytes(32).toString('hex');
  const adminPassword = `Scan-${randomBytes(12).toString('base64url')}`;
  const outputDir = await mkdtemp(path.join(tmpdir(), 'sqlmap-'));
  const server = await startScanServer({ jwtSecret, adminEmail: ADMIN_EMAIL, adminPassword });
  const results: TScanResult[] = [];
  try {
    const targets = scanTargets(await contextOf(server, jwtSecret, adminPassword));
    for (const target of targets) {
      process.stdout.write(`sqlmap: ${target.method} ${target.name} ... `);
      const result = await runSqlmap(target, outputDir);
      results.push(result);
      console.log(`${result.seconds} s`);
    }
  } finally {
    await server.stop();
    await rm(outputDir, { recursive: true, force: true });
  }
  const asvsExit = await runAsvsTests();
  const ok = report(results, asvsExit, Math.round((Date.now() - started) / 1000));
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
