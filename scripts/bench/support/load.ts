import autocannon, { type TAutocannonOptions, type TAutocannonResult } from 'autocannon';

export type TLoadResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Mean response size, headers included. */
  bytes: number;
  /** Socket errors, timeouts and non-2xx answers together. */
  errors: number;
  statuses: string;
};

function summary(name: string, result: TAutocannonResult): TLoadResult {
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, stats]) => `${code}:${stats.count}`)
    .join(' ');
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bytes: result.throughput.total / Math.max(result.requests.total, 1),
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
  };
}

export async function load(name: string, options: TAutocannonOptions): Promise<TLoadResult> {
  return summary(name, await autocannon({ timeout: 10, ...options }));
}

const pad = (value: string, width: number) => value.padStart(width);

/** share: the result's req/s as a part of the hello-world rate it is compared with. */
export function printTable(results: (TLoadResult & { share: number })[]): void {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs hello', 'KB/resp'];
  const rows = results.map((result) => [
    result.name,
    result.rps.toFixed(0),
    result.p50.toFixed(1),
    result.p99.toFixed(1),
    String(result.errors),
    `${(result.share * 100).toFixed(0)}%`,
    (result.bytes / 1024).toFixed(1),
  ]);
  const nameWidth = Math.max(...[header, ...rows].map((row) => row[0]?.length ?? 0));
  for (const row of [header, ...rows]) {
    const [first = '', ...rest] = row;
    console.log(`${first.padEnd(nameWidth)} ${rest.map((cell) => pad(cell, 9)).join(' ')}`);
  }
}
