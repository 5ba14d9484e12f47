import { describe, expect, it } from 'vitest';
import { budgetProblems, median, medianScores, type TScores } from '../../scripts/lighthouse/summary.ts';

const scores = (performance: number, lcp: number, accessibility = 100): TScores => ({
  performance,
  accessibility,
  bestPractices: 100,
  seo: 100,
  lcp,
  cls: 0,
  tbt: 0,
});

describe('Lighthouse summary', () => {
  it('takes the middle run of an odd count and the mean of the two middle ones otherwise', () => {
    expect(median([81, 45, 98])).toBe(81);
    expect(median([90, 100])).toBe(95);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it('takes each metric median on its own', () => {
    const result = medianScores([scores(99, 1200), scores(70, 900), scores(95, 3000)]);
    expect(result.performance).toBe(95);
    expect(result.lcp).toBe(1200);
  });

  it('fails the budget below performance 90 or accessibility 100, naming the page', () => {
    const page = (name: string, median: TScores) => ({ page: name, runs: 1, median, failedAudits: [] });
    expect(budgetProblems([page('/', scores(90, 1000)), page('/events', scores(100, 900))])).toEqual([]);
    expect(budgetProblems([page('/', scores(89, 1000)), page('/events', scores(99, 900, 98))])).toEqual([
      '/: performance 89 < 90',
      '/events: accessibility 98 < 100',
    ]);
  });
});
