import { median } from '../../support/median.ts';
import type { TLoadResult } from './load.ts';

/** One endpoint under load in one round, with the hello-world rate measured just before it. */
export type TMeasured = TLoadResult & { helloRps: number };

/** An endpoint over every round: medians of its figures and of its share of hello-world. */
export type TRoundsSummary = TLoadResult & { share: number };

/**
 * One row per endpoint, in the order of the first round: the median req/s, latencies, size and share
 * of the hello-world rate measured beside it in the same round; requests and errors are summed over
 * the rounds, so one bad round still shows.
 */
export function summarizeRounds(rounds: TMeasured[][]): TRoundsSummary[] {
  const names = [...new Set(rounds.flat().map((row) => row.name))];
  return names.map((name) => {
    const rows = rounds.flat().filter((row) => row.name === name);
    const statuses = new Map<string, number>();
    for (const row of rows) {
      for (const part of row.statuses.split(' ').filter(Boolean)) {
        const [code = '', count = '0'] = part.split(':');
        statuses.set(code, (statuses.get(code) ?? 0) + Number(count));
      }
    }
    return {
      name,
      rps: median(rows.map((row) => row.rps)),
      p50: median(rows.map((row) => row.p50)),
      p99: median(rows.map((row) => row.p99)),
      bytes: median(rows.map((row) => row.bytes)),
      requests: rows.reduce((sum, row) => sum + row.requests, 0),
      errors: rows.reduce((sum, row) => sum + row.errors, 0),
      statuses: [...statuses].map(([code, count]) => `${code}:${count}`).join(' '),
      share: median(rows.map((row) => row.rps / row.helloRps)),
    };
  });
}
