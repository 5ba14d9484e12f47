// What `npm run feel` reports: each scenario's runs reduced to a median and a worst figure, the
// table it prints, and the budget CI can hold a public page's first tap to. Pure, so it is unit-tested.
import { median } from '../support/median.ts';

/** One run of one scenario. ms: from the tap (or the navigation) to the expected thing on screen. */
export type TRun =
  | {
      ok: true;
      ms: number;
      /** Scripts that finished downloading between the tap and the moment it was visible, and their bytes. */
      scripts: number;
      scriptBytes: number;
      /** Navigation start to the page's own content visible, when the scenario timed it. */
      contentMs: number | null;
      /** Only the cookie scenario that taps the menu right after Accept All: was the choice stored? */
      kept?: boolean;
    }
  | { ok: false; error: string };

export type TRow = {
  scenario: string;
  page: string;
  /** The page's language; "ta→sv" for a language change. */
  lang: string;
  /** What a reader of the table must know about how this row was timed. */
  note?: string;
  runs: TRun[];
};

export type TRowSummary = {
  scenario: string;
  page: string;
  lang: string;
  note?: string;
  runs: number;
  failed: number;
  medianMs: number | null;
  worstMs: number | null;
  /** Median over the runs; null for rows that are not a tap (a page's content). */
  medianScripts: number | null;
  medianScriptKb: number | null;
  /** "kept 4/5" for the choice-then-menu cookie scenario. */
  kept?: string;
  errors: string[];
};

/** Scenarios timed from navigation start rather than from a tap: no scripts column. */
const PAGE_LOAD_SCENARIOS = new Set(['content']);

const okRuns = (runs: TRun[]) => runs.filter((run): run is Extract<TRun, { ok: true }> => run.ok);

export function summarizeRow(row: TRow): TRowSummary {
  const ok = okRuns(row.runs);
  const times = ok.map((run) => run.ms);
  const isTap = !PAGE_LOAD_SCENARIOS.has(row.scenario);
  const keptRuns = ok.filter((run) => run.kept !== undefined);
  return {
    scenario: row.scenario,
    page: row.page,
    lang: row.lang,
    ...(row.note ? { note: row.note } : {}),
    runs: row.runs.length,
    failed: row.runs.length - ok.length,
    medianMs: times.length > 0 ? median(times) : null,
    worstMs: times.length > 0 ? Math.max(...times) : null,
    medianScripts: isTap && ok.length > 0 ? median(ok.map((run) => run.scripts)) : null,
    medianScriptKb: isTap && ok.length > 0 ? median(ok.map((run) => run.scriptBytes / 1024)) : null,
    ...(keptRuns.length > 0 ? { kept: `kept ${keptRuns.filter((run) => run.kept).length}/${keptRuns.length}` } : {}),
    errors: [...new Set(row.runs.flatMap((run) => (run.ok ? [] : [run.error])))],
  };
}

/**
 * The page's own content, from every run on that page and language: each run opened the page cold
 * (or warm) the same way before its tap, so they all time the same load.
 */
export function contentRows(rows: TRow[]): TRow[] {
  const byPage = new Map<string, TRow>();
  for (const row of rows) {
    if (row.lang.includes('→')) continue;
    const key = `${row.page} ${row.lang}`;
    const content = byPage.get(key) ?? { scenario: 'content', page: row.page, lang: row.lang, runs: [] };
    for (const run of okRuns(row.runs)) {
      if (run.contentMs !== null) content.runs.push({ ...run, ms: run.contentMs, kept: undefined });
    }
    byPage.set(key, content);
  }
  return [...byPage.values()].filter((row) => row.runs.length > 0);
}

const ms = (value: number | null) => (value === null ? '-' : String(Math.round(value)));

export function formatTable(summaries: TRowSummary[]): string {
  const header = ['scenario', 'page', 'lang', 'median ms', 'worst ms', 'ok', 'scripts', 'script KB', 'note'];
  const rows = summaries.map((row) => [
    row.scenario,
    row.page,
    row.lang,
    ms(row.medianMs),
    ms(row.worstMs),
    `${row.runs - row.failed}/${row.runs}`,
    row.medianScripts === null ? '-' : String(row.medianScripts),
    row.medianScriptKb === null ? '-' : row.medianScriptKb.toFixed(1),
    [row.kept, row.note, ...row.errors].filter(Boolean).join('; '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const textColumns = new Set([0, 1, 2, header.length - 1]);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (textColumns.has(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** A person feels a tap answered within about a tenth to a sixth of a second; past that, it lags. */
export const TAP_BUDGET_MS = 150;
/** The first taps a visitor makes: the menu, and the cookie notice's Accept All. */
export const BUDGET_SCENARIOS = ['menu', 'cookie acceptAll'];

/** The budget: a public page's first taps answer within TAP_BUDGET_MS, median. */
export function budgetProblems(summaries: TRowSummary[]): string[] {
  return summaries
    .filter((row) => BUDGET_SCENARIOS.includes(row.scenario))
    .flatMap((row) => {
      const where = `${row.scenario} on ${row.page} (${row.lang})`;
      if (row.medianMs === null) return [`${where}: not measured (${row.errors.join('; ') || 'no run'})`];
      if (row.failed > 0) return [`${where}: ${row.failed} of ${row.runs} runs failed (${row.errors.join('; ')})`];
      return row.medianMs > TAP_BUDGET_MS
        ? [`${where}: ${Math.round(row.medianMs)} ms median > ${TAP_BUDGET_MS} ms`]
        : [];
    });
}
