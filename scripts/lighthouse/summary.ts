// The numbers a Lighthouse run is judged by, and the median of several runs of one page.
import type { Result } from 'lighthouse';
import { median } from '../support/median.ts';

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
  /** JavaScript transferred, bytes */
  scriptBytes: number;
  /**
   * JavaScript transferred before the page was interactive (the app's `hydrated` mark), bytes; and
   * the same without React's own chunk, as npm run bundle-check counts a page's budget.
   */
  scriptBytesBeforeInteractive: number;
  scriptBytesBeforeInteractiveBesidesReact: number;
  requests: number;
};

/** error: the page could not be measured (it failed to load, or Lighthouse failed every attempt). */
export type TPageSummary = {
  page: string;
  /** The language the page was rendered in (the lang cookie). */
  language: string;
  runs: number;
  median: TScores | null;
  failedAudits: string[];
  error?: string;
};

/**
 * CI's floor for the pages most visitors open first, in Tamil (the first visit's language): a phone
 * that only opens them runs at most 50 KB of JavaScript, and nothing on them moves. Under 300 ms
 * the blocking time is the browser's own first layout, which the model puts before or after the
 * first paint by chance; loading the app early is caught by the JavaScript limit (docs/decisions/0033).
 */
export const BUDGET = {
  performance: 95,
  accessibility: 100,
  totalBlockingTimeMs: 300,
  scriptKb: 50,
  cumulativeLayoutShift: 0.02,
} as const;

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

type TResourceRow = { resourceType?: string; transferSize?: number; requestCount?: number };

function resources(lhr: Result, type: string): TResourceRow | undefined {
  const details = lhr.audits['resource-summary']?.details as { items?: TResourceRow[] } | undefined;
  return details?.items?.find((item) => item.resourceType === type);
}

/** The app marks the moment the page is interactive (src/web/lib/boot/when-hydrated.ts). */
const HYDRATED_MARK = 'hydrated';
const REACT_CHUNK = /\/assets\/react-[^/]+\.js$/;

type TRequestRow = {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  rendererStartTime?: number;
  networkEndTime?: number;
};

/**
 * The scripts that arrived before the page was interactive: those whose download ended before the
 * app's mark. The mark counts from the page's navigation, the requests from the first request
 * Lighthouse saw (which may come before it): the page's document request is where both meet. A page
 * that never made the mark counts every script.
 */
function scriptsBeforeInteractive(lhr: Result): TRequestRow[] {
  const timings = lhr.audits['user-timings']?.details as
    { items?: { name?: string; startTime?: number }[] } | undefined;
  const mark = timings?.items?.find((item) => item.name === HYDRATED_MARK)?.startTime;
  const requests = lhr.audits['network-requests']?.details as { items?: TRequestRow[] } | undefined;
  const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const document = requests?.items?.find((item) => item.resourceType === 'Document' && item.url === documentUrl);
  const interactiveAt = mark === undefined ? Infinity : (document?.rendererStartTime ?? 0) + mark;
  return (requests?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && (item.networkEndTime ?? Infinity) <= interactiveAt,
  );
}

const bytesOf = (rows: TRequestRow[]) => rows.reduce((sum, row) => sum + (row.transferSize ?? 0), 0);

export function scoresOf(lhr: Result): TScores {
  const early = scriptsBeforeInteractive(lhr);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    scriptBytes: resources(lhr, 'script')?.transferSize ?? Number.NaN,
    scriptBytesBeforeInteractive: bytesOf(early),
    scriptBytesBeforeInteractiveBesidesReact: bytesOf(early.filter((row) => !REACT_CHUNK.test(row.url ?? ''))),
    requests: resources(lhr, 'total')?.requestCount ?? Number.NaN,
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
    scriptBytes: of('scriptBytes'),
    scriptBytesBeforeInteractive: of('scriptBytesBeforeInteractive'),
    scriptBytesBeforeInteractiveBesidesReact: of('scriptBytesBeforeInteractiveBesidesReact'),
    requests: of('requests'),
  };
}

export function budgetProblems(pages: TPageSummary[]): string[] {
  return pages.flatMap(({ page, language, median: scores, error }) => {
    const where = `${page} (${language})`;
    if (!scores) return [`${where}: not measured (${error ?? 'no result'})`];
    return [
      ...(scores.performance < BUDGET.performance
        ? [`${where}: performance ${scores.performance} < ${BUDGET.performance}`]
        : []),
      ...(scores.tbt > BUDGET.totalBlockingTimeMs
        ? [`${where}: total blocking time ${Math.round(scores.tbt)} ms > ${BUDGET.totalBlockingTimeMs} ms`]
        : []),
      ...(scores.accessibility < BUDGET.accessibility
        ? [`${where}: accessibility ${scores.accessibility} < ${BUDGET.accessibility}`]
        : []),
      ...(scores.scriptBytes / 1024 > BUDGET.scriptKb
        ? [`${where}: JavaScript transferred ${(scores.scriptBytes / 1024).toFixed(1)} KB > ${BUDGET.scriptKb} KB`]
        : []),
      ...(scores.cls > BUDGET.cumulativeLayoutShift
        ? [`${where}: layout shift ${scores.cls.toFixed(3)} > ${BUDGET.cumulativeLayoutShift}`]
        : []),
    ];
  });
}

/**
 * The member's and the board's pages (measured signed in): the JavaScript a phone loads before the
 * page is interactive, besides React's own chunk, at most what npm run bundle-check allows them.
 */
export const SIGNED_IN_BUDGET = { scriptBeforeInteractiveBesidesReactKb: 100 } as const;

export function signedInBudgetProblems(pages: TPageSummary[]): string[] {
  return pages.flatMap(({ page, language, median: scores, error }) => {
    const where = `${page} (${language})`;
    if (!scores) return [`${where}: not measured (${error ?? 'no result'})`];
    const kb = scores.scriptBytesBeforeInteractiveBesidesReact / 1024;
    return kb > SIGNED_IN_BUDGET.scriptBeforeInteractiveBesidesReactKb
      ? [
          `${where}: JavaScript before interactive besides React ${kb.toFixed(1)} KB > ` +
            `${SIGNED_IN_BUDGET.scriptBeforeInteractiveBesidesReactKb} KB`,
        ]
      : [];
  });
}

export function formatTable(pages: TPageSummary[]): string {
  const header = [
    'page',
    'lang',
    'runs',
    'perf',
    'TBT ms',
    'LCP s',
    'CLS',
    'a11y',
    'best',
    'seo',
    'JS KB',
    'JS<TTI KB',
    'w/o React',
    'requests',
  ];
  const rows = pages.map(({ page, language, runs, median: m, error }) =>
    m
      ? [
          page,
          language,
          String(runs),
          String(m.performance),
          String(Math.round(m.tbt)),
          (m.lcp / 1000).toFixed(2),
          m.cls.toFixed(3),
          String(m.accessibility),
          String(m.bestPractices),
          String(m.seo),
          (m.scriptBytes / 1024).toFixed(1),
          (m.scriptBytesBeforeInteractive / 1024).toFixed(1),
          (m.scriptBytesBeforeInteractiveBesidesReact / 1024).toFixed(1),
          String(m.requests),
        ]
      : [page, language, String(runs), ...header.slice(3).map(() => '-'), `  ${error ?? ''}`],
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column <= 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
