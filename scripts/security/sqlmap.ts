// One sqlmap run against one request, bounded, and what it found.
import { spawn } from 'node:child_process';

export const SQLMAP = '/usr/bin/sqlmap';
// Level 3 adds the User-Agent and Referer headers to the parameters and query strings.
export const SQLMAP_LEVEL = 3;
export const SQLMAP_RISK = 2;
const TARGET_TIMEOUT_MS = 120_000;

export type TScanTarget = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The full URL; a `*` marks a path segment sqlmap should inject into. Query parameters are tested too. */
  url: string;
  /** A JSON body: each of its values is tested. */
  json?: unknown;
  token?: string;
  /** sqlmap's --technique letters when not all (BEUSTQ) apply. */
  techniques?: string;
};

export type TScanResult = {
  target: TScanTarget;
  /** sqlmap's own words when it identified an injection point; empty when none. */
  findings: string[];
  /** Answers 500 and above that the payloads provoked: bad input must never be a server error. */
  serverErrors: string[];
  /** Parameters sqlmap finished testing; 0 means the run proved nothing (e.g. it could not reach the URL). */
  testedParameters: number;
  /** sqlmap's CRITICAL lines: why it stopped early. */
  problems: string[];
  timedOut: boolean;
  seconds: number;
};

export function sqlmapArguments(target: TScanTarget, outputDir: string): string[] {
  const headers = [
    ...(target.token ? [`Authorization: Bearer ${target.token}`] : []),
    ...(target.json === undefined ? [] : ['Content-Type: application/json']),
  ];
  return [
    '-u',
    target.url,
    `--method=${target.method}`,
    ...(target.json === undefined ? [] : [`--data=${JSON.stringify(target.json)}`]),
    ...(headers.length > 0 ? [`--headers=${headers.join('\n')}`] : []),
    ...(target.techniques ? [`--technique=${target.techniques}`] : []),
    '--batch',
    `--level=${SQLMAP_LEVEL}`,
    `--risk=${SQLMAP_RISK}`,
    // The database is PostgreSQL or PGlite; other engines' payloads would only cost time.
    '--dbms=PostgreSQL',
    '--time-sec=1',
    '--timeout=15',
    '--retries=1',
    '--flush-session',
    '--disable-coloring',
    // 4xx answers to payloads are expected; sqlmap must go on testing, not stop at them.
    '--ignore-code=400,401,403,404,409,413,415,429',
    '--answers=follow=N,quit=N',
    `--output-dir=${outputDir}`,
  ];
}

const IDENTIFIED = /sqlmap identified the following injection point|is vulnerable\. Do you want to keep testing/i;
const ERROR_COUNTS = /HTTP error codes detected during run:\s*\n([^\n]+)/;

const TESTED = /parameter '[^']+' (?:does not seem to be injectable|is vulnerable|appears to be '.+' injectable)/i;

export function readSqlmapOutput(
  output: string,
): Pick<TScanResult, 'findings' | 'serverErrors' | 'testedParameters' | 'problems'> {
  const findings = output
    .split('\n')
    .filter((line) => IDENTIFIED.test(line) || /^Parameter: /.test(line.trim()) || /^\s+Type: /.test(line))
    .map((line) => line.trim());
  const counts = ERROR_COUNTS.exec(output)?.[1] ?? '';
  const serverErrors = counts
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^5\d\d\b/.test(part));
  const lines = output.split('\n');
  const testedParameters = lines.filter((line) => TESTED.test(line)).length;
  const problems = lines.filter((line) => line.includes('[CRITICAL]')).map((line) => line.trim());
  return { findings, serverErrors, testedParameters, problems };
}

export function runSqlmap(target: TScanTarget, outputDir: string): Promise<TScanResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(SQLMAP, sqlmapArguments(target, outputDir), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, TARGET_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', () => {
      clearTimeout(timer);
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ target, ...readSqlmapOutput(output), timedOut, seconds });
    });
  });
}
