import { describe, expect, it } from 'vitest';
import { summarizeRounds, type TMeasured } from '../../scripts/bench/support/rounds.ts';

const row = (name: string, rps: number, helloRps: number, p99 = 5, errors = 0): TMeasured => ({
  name,
  rps,
  helloRps,
  p50: 2,
  p99,
  requests: rps * 10,
  bytes: 1000,
  errors,
  statuses: errors > 0 ? `200:${rps * 10 - errors} 429:${errors}` : `200:${rps * 10}`,
});

describe('summarizeRounds', () => {
  it("takes each endpoint's median share of the hello-world rate measured beside it in its round", () => {
    const summary = summarizeRounds([
      [row('events', 100, 200), row('slider', 90, 200)],
      [row('events', 150, 200), row('slider', 60, 100)],
      [row('events', 40, 100), row('slider', 30, 100)],
    ]);
    expect(summary.map((entry) => entry.name)).toEqual(['events', 'slider']);
    // events: shares 0.5, 0.75, 0.4; slider: 0.45, 0.6, 0.3.
    expect(summary[0]).toMatchObject({ rps: 100, share: 0.5 });
    expect(summary[1]).toMatchObject({ rps: 60, share: 0.45 });
  });

  it('keeps the median latency but sums requests, errors and statuses over the rounds', () => {
    const [events] = summarizeRounds([
      [row('events', 100, 200, 4)],
      [row('events', 100, 200, 60, 3)],
      [row('events', 100, 200, 5)],
    ]);
    expect(events).toMatchObject({ p99: 5, requests: 3000, errors: 3, statuses: '200:2997 429:3' });
  });
});
