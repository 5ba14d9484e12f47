import { describe, expect, it } from 'vitest';
import { median } from '../../scripts/support/median.ts';
import { budgetProblems, medianScores, type TScores } from '../../scripts/lighthouse/summary.ts';

const scores = (performance: number, lcp: number, accessibility = 100, tbt = 0, scriptKb = 5, cls = 0): TScores => ({
  performance,
  accessibility,
  bestPractices: 100,
  seo: 100,
  lcp,
  cls,
  tbt,
  scriptBytes: scriptKb * 1024,
  requests: 8,
});

describe('Lighthouse summary', () => {
  it('takes the middle run of an odd count and the mean of the two middle ones otherwise', () => {
    expect(median([81, 45, 98])).toBe(81);
    expect(median([90, 100])).toBe(95);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it('takes each metric median on its own', () => {
    const result = medianScores([scores(99, 1200, 100, 40), scores(70, 900, 100, 300), scores(95, 3000, 100, 90)]);
    expect(result.performance).toBe(95);
    expect(result.lcp).toBe(1200);
    expect(result.tbt).toBe(90);
  });

  it('fails the budget below performance 95, above 150 ms of blocking or below accessibility 100, naming page and language', () => {
    const page = (name: string, median: TScores) => ({ page: name, language: 'ta', runs: 5, median, failedAudits: [] });
    expect(budgetProblems([page('/', scores(95, 1000, 100, 150)), page('/events', scores(100, 900))])).toEqual([]);
    expect(
      budgetProblems([
        page('/', scores(94, 1000)),
        page('/events', scores(99, 900, 98)),
        page('/memberregistration', scores(97, 900, 100, 151)),
      ]),
    ).toEqual([
      '/ (ta): performance 94 < 95',
      '/events (ta): accessibility 98 < 100',
      '/memberregistration (ta): total blocking time 151 ms > 150 ms',
    ]);
  });

  it('fails the budget above 50 KB of JavaScript transferred or a layout shift above 0.02', () => {
    const page = (name: string, median: TScores) => ({ page: name, language: 'ta', runs: 5, median, failedAudits: [] });
    expect(budgetProblems([page('/', scores(100, 1000, 100, 0, 50, 0.02))])).toEqual([]);
    expect(
      budgetProblems([
        page('/', scores(100, 1000, 100, 0, 123.4)),
        page('/events', scores(100, 900, 100, 0, 5, 0.177)),
      ]),
    ).toEqual(['/ (ta): JavaScript transferred 123.4 KB > 50 KB', '/events (ta): layout shift 0.177 > 0.02']);
  });

  it('counts a page that could not be measured as a failure', () => {
    expect(
      budgetProblems([{ page: '/', language: 'ta', runs: 0, median: null, failedAudits: [], error: 'NO_FCP' }]),
    ).toEqual(['/ (ta): not measured (NO_FCP)']);
  });
});
