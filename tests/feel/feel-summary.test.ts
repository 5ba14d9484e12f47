import { describe, expect, it } from 'vitest';
import {
  budgetProblems,
  contentRows,
  formatTable,
  summarizeRow,
  TAP_BUDGET_MS,
  type TRow,
  type TRun,
} from '../../scripts/feel/summary.ts';

const run = (ms: number, contentMs: number | null = 900, scripts = 18, scriptKb = 120, kept?: boolean): TRun => ({
  ok: true,
  ms,
  scripts,
  scriptBytes: scriptKb * 1024,
  contentMs,
  ...(kept === undefined ? {} : { kept }),
});
const failed = (error: string): TRun => ({ ok: false, error });
const row = (scenario: string, runs: TRun[], page = '/', lang = 'ta'): TRow => ({ scenario, page, lang, runs });

describe('feel summary', () => {
  it('takes the median and the worst of the runs that reached the screen, and counts the ones that did not', () => {
    const summary = summarizeRow(
      row('menu', [run(1211), run(1400), run(1100, 900, 19, 142), failed('not visible in 45000 ms'), run(1300)]),
    );
    expect(summary).toMatchObject({ runs: 5, failed: 1, medianMs: 1255.5, worstMs: 1400, medianScripts: 18 });
    expect(summary.medianScriptKb).toBe(120);
    expect(summary.errors).toEqual(['not visible in 45000 ms']);
  });

  it('has no figure when no run reached the screen', () => {
    const summary = summarizeRow(row('menu', [failed('no touchstart reached the page')]));
    expect(summary.medianMs).toBeNull();
    expect(summary.worstMs).toBeNull();
  });

  it('says how often the cookie choice survived the tap that followed it', () => {
    const summary = summarizeRow(row('cookie acceptAll+menu', [run(600, 900, 0, 0, false), run(500, 900, 0, 0, true)]));
    expect(summary.kept).toBe('kept 1/2');
    expect(summarizeRow(row('menu', [run(600)])).kept).toBeUndefined();
  });

  it("times each page's content from all its runs, leaving out language changes and runs without it", () => {
    const rows = [
      row('menu', [run(1200, 800), run(1300, 1000)]),
      row('tab', [run(300, 900), run(300, null)]),
      row('language', [run(1500, 5000)], '/', 'ta→sv'),
      row('menu', [run(1200, 700)], '/events'),
    ];
    const content = contentRows(rows).map(summarizeRow);
    expect(content).toMatchObject([
      { scenario: 'content', page: '/', lang: 'ta', runs: 3, medianMs: 900, worstMs: 1000, medianScripts: null },
      { scenario: 'content', page: '/events', runs: 1, medianMs: 700 },
    ]);
  });

  it('prints one aligned line per row, with the runs that reached the screen', () => {
    const table = formatTable([
      summarizeRow(row('menu', [run(1211.4), failed('timed out')])),
      summarizeRow({ ...row('language', [run(1575)], '/', 'ta→sv'), note: 'from the tap on the list' }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^scenario\s+page\s+lang\s+median ms\s+worst ms\s+ok\s+scripts\s+script KB\s+note$/);
    expect(lines[1]).toMatch(/^menu\s+\/\s+ta\s+1211\s+1211\s+1\/2\s+18\s+120\.0\s+timed out$/);
    expect(lines[2]).toMatch(/ta→sv\s+1575\s+1575\s+1\/1 .*from the tap on the list$/);
    // Figures are right-aligned under their heading.
    const medianEnd = lines[0]!.indexOf('median ms') + 'median ms'.length;
    for (const line of lines.slice(1)) expect(line.slice(medianEnd - 4, medianEnd)).toMatch(/^\d{4}$/);
  });

  it(`fails the budget when a public page's menu or Accept All answers in more than ${TAP_BUDGET_MS} ms (median), or was not measured`, () => {
    const summaries = [
      summarizeRow(row('menu', [run(100), run(140), run(2000)], '/')),
      summarizeRow(row('menu', [run(151), run(160), run(90)], '/events')),
      summarizeRow(row('menu', [failed('not visible in 45000 ms')], '/memberregistration')),
      summarizeRow(row('menu', [run(100), failed('timed out'), run(100)], '/boardmembers')),
      summarizeRow(row('cookie save', [run(5000)], '/')),
      summarizeRow(row('cookie acceptAll', [run(90), run(400), run(420)], '/')),
      summarizeRow(row('cookie acceptAll', [run(90)], '/events')),
    ];
    expect(budgetProblems(summaries)).toEqual([
      'menu on /events (ta): 151 ms median > 150 ms',
      'menu on /memberregistration (ta): not measured (not visible in 45000 ms)',
      'menu on /boardmembers (ta): 1 of 3 runs failed (timed out)',
      'cookie acceptAll on / (ta): 400 ms median > 150 ms',
    ]);
  });
});
