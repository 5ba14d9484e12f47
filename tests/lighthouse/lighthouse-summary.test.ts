import { describe, expect, it } from 'vitest';
import { median } from '../../scripts/support/median.ts';
import type { Result } from 'lighthouse';
import {
  budgetProblems,
  medianScores,
  scoresOf,
  signedInBudgetProblems,
  type TScores,
} from '../../scripts/lighthouse/summary.ts';

const scores = (performance: number, lcp: number, accessibility = 100, tbt = 0, scriptKb = 5, cls = 0): TScores => ({
  performance,
  accessibility,
  bestPractices: 100,
  seo: 100,
  lcp,
  cls,
  tbt,
  scriptBytes: scriptKb * 1024,
  scriptBytesBeforeInteractive: scriptKb * 1024,
  scriptBytesBeforeInteractiveBesidesReact: scriptKb * 1024,
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

  it('fails the budget below performance 95, above 300 ms of blocking or below accessibility 100, naming page and language', () => {
    const page = (name: string, median: TScores) => ({ page: name, language: 'ta', runs: 5, median, failedAudits: [] });
    expect(budgetProblems([page('/', scores(95, 1000, 100, 300)), page('/events', scores(100, 900))])).toEqual([]);
    expect(
      budgetProblems([
        page('/', scores(94, 1000)),
        page('/events', scores(99, 900, 98)),
        page('/memberregistration', scores(97, 900, 100, 301)),
      ]),
    ).toEqual([
      '/ (ta): performance 94 < 95',
      '/events (ta): accessibility 98 < 100',
      '/memberregistration (ta): total blocking time 301 ms > 300 ms',
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

  it('counts the JavaScript that arrived before the app marked the page hydrated, with and without React', () => {
    const script = (file: string, kb: number, endsAt: number) => ({
      url: `http://127.0.0.1/assets/${file}`,
      resourceType: 'Script',
      transferSize: kb * 1024,
      networkEndTime: endsAt,
    });
    const lhr = (marks: { name: string; startTime: number }[]) =>
      ({
        mainDocumentUrl: 'http://127.0.0.1/mypage',
        categories: {},
        audits: {
          'user-timings': { details: { items: marks } },
          'network-requests': {
            details: {
              items: [
                // A request before the page's own (the previous page's): the page's times count from its document.
                { url: 'http://127.0.0.1/robots.txt', resourceType: 'Other', rendererStartTime: 0, networkEndTime: 5 },
                {
                  url: 'http://127.0.0.1/mypage',
                  resourceType: 'Document',
                  transferSize: 9_000,
                  rendererStartTime: 20,
                  networkEndTime: 50,
                },
                script('entry-client-a.js', 4, 100),
                script('react-b.js', 66, 400),
                // Ends after 900 ms from the first request, before 900 ms from the page's navigation.
                script('my-page-c.js', 30, 910),
                // A tab's chunk loaded after the page was interactive: not counted.
                script('statements-d.js', 12, 1_500),
              ],
            },
          },
        },
      }) as unknown as Result;
    const hydrated = scoresOf(lhr([{ name: 'hydrated', startTime: 900 }]));
    expect(hydrated.scriptBytesBeforeInteractive).toBe(100 * 1024);
    expect(hydrated.scriptBytesBeforeInteractiveBesidesReact).toBe(34 * 1024);
    // A page that never became interactive: every script counts.
    expect(scoresOf(lhr([])).scriptBytesBeforeInteractive).toBe(112 * 1024);
  });

  it('fails the signed-in budget above 100 KB of JavaScript besides React before interactive', () => {
    const page = (name: string, besidesReactKb: number) => ({
      page: name,
      language: 'ta',
      runs: 3,
      median: { ...scores(90, 2000), scriptBytesBeforeInteractiveBesidesReact: besidesReactKb * 1024 },
      failedAudits: [],
    });
    expect(signedInBudgetProblems([page('/mypage', 100), page('/adminevents/1/checkin', 93.5)])).toEqual([]);
    expect(signedInBudgetProblems([page('/admindashboard', 116.2)])).toEqual([
      '/admindashboard (ta): JavaScript before interactive besides React 116.2 KB > 100 KB',
    ]);
  });
});
