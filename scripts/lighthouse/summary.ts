// The numbers a Lighthouse run is judged by, and the median of several runs of one page.
import type { Result } from 'lighthouse';

export type TScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** milliseconds */
  lcp: number;
  cls: number;
  /** milliseconds */
  tbt: number;
};

/** error: the page could not be measured (it failed to load, or Lighthouse failed every attempt). */
export type TPageSummary = {
  page: string;
  runs: number;
  median: TScores | null;
  failedAudits: string[];
  error?: string;
};

export const BUDGET = { performance: 90, accessibility: 100 } as const;

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

export function scoresOf(lhr: Result): TScores {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
  };
}

/** Audits of the scored categories that did not pass, so a low score says why without opening a report. */
export function failedAuditsOf(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.add(`${id}: ${ref.id}`);
    }
  }
  return [...failed];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianScores(runs: TScores[]): TScores {
  const of = (key: keyof TScores) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
  };
}

export function budgetProblems(pages: TPageSummary[]): string[] {
  return pages.flatMap(({ page, median: scores, error }) => [
    ...(!scores ? [`${page}: not measured (${error ?? 'no result'})`] : []),
    ...(scores && scores.performance < BUDGET.performance
      ? [`${page}: performance ${scores.performance} < ${BUDGET.performance}`]
      : []),
    ...(scores && scores.accessibility < BUDGET.accessibility
      ? [`${page}: accessibility ${scores.accessibility} < ${BUDGET.accessibility}`]
      : []),
  ]);
}

export function formatTable(pages: TPageSummary[]): string {
  const header = ['page', 'runs', 'perf', 'a11y', 'best', 'seo', 'LCP s', 'CLS', 'TBT ms'];
  const rows = pages.map(({ page, runs, median: m, error }) =>
    m
      ? [
          page,
          String(runs),
          String(m.performance),
          String(m.accessibility),
          String(m.bestPractices),
          String(m.seo),
          (m.lcp / 1000).toFixed(2),
          m.cls.toFixed(3),
          String(Math.round(m.tbt)),
        ]
      : [page, String(runs), ...header.slice(2).map(() => '-'), `  ${error ?? ''}`],
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
