// npm run lighthouse [-- --pages /,/events] [--runs 3]: Lighthouse mobile (simulated throttling) on the
// built site, the median of several runs per page. npm run lighthouse:budget: the CI gate on the
// pages most visitors open first (DESIGN.md 4a); it fails when one is under the budget.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../find-chromium.ts';
import { startSite } from './start-site.ts';
import {
  BUDGET,
  budgetProblems,
  failedAuditsOf,
  formatTable,
  medianScores,
  scoresOf,
  type TPageSummary,
  type TScores,
} from './summary.ts';

const ALL_PUBLIC_PAGES = [
  '/',
  '/events',
  '/memberregistration',
  '/boardmembers',
  '/finance-report/2022',
  '/contactus',
  '/privacypolicy',
  '/diwali2024',
  '/aboutus',
  '/memberlogin',
];
const BUDGET_PAGES = ['/', '/events', '/memberregistration', '/boardmembers'];
const OUTPUT_DIR = 'test-results/lighthouse';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

// The build, the server and the output folder are all found from the repository's root.
process.chdir(path.resolve(import.meta.dirname, '../..'));

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string' },
    budget: { type: 'boolean', default: false },
    // Keeps every run's full report (JSON, opens in https://googlechrome.github.io/lighthouse/viewer/).
    reports: { type: 'boolean', default: false },
  },
});
const budgetMode = values.budget ?? false;
const pages = values.pages
  ? values.pages.split(',').map((page) => (page.startsWith('/') ? page : `/${page}`))
  : budgetMode
    ? BUDGET_PAGES
    : ALL_PUBLIC_PAGES;
const runs = Number(values.runs ?? 3);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('lighthouse: --runs must be a whole number from 1 to 20');
  process.exit(2);
}

if (!existsSync('dist/client/.vite/manifest.json') || !existsSync('dist/ssr/entry-server.js')) {
  console.log('lighthouse: no build found, running npm run build first');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
const chromePath = findChromium();
if (!chromePath) {
  console.error("lighthouse: no Chromium found (set CHROMIUM_PATH, or install Debian's chromium)");
  process.exit(2);
}

// Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP): measure again.
const ATTEMPTS_PER_RUN = 3;

async function measure(url: string, port: number): Promise<RunnerResult> {
  let lastError = 'no result';
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (result && !result.lhr.runtimeError) return result;
    lastError = result?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing';
    console.log(`${url}: ${lastError} (attempt ${attempt}/${ATTEMPTS_PER_RUN})`);
  }
  throw new Error(`${url}: ${lastError}`);
}

const site = await startSite();
const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
const summaries: TPageSummary[] = [];
try {
  for (const page of pages) {
    const scores: TScores[] = [];
    const failed = new Set<string>();
    try {
      // The first render of a page after start-up loads code and fills caches; visitors seldom meet it.
      await fetch(`${site.origin}${page}`).then((response) => response.arrayBuffer());
      for (let run = 1; run <= runs; run += 1) {
        const result = await measure(`${site.origin}${page}`, chrome.port);
        scores.push(scoresOf(result.lhr));
        if (values.reports) {
          await mkdir(OUTPUT_DIR, { recursive: true });
          const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`;
          await writeFile(path.join(OUTPUT_DIR, name), result.report as string);
        }
        for (const audit of failedAuditsOf(result.lhr)) failed.add(audit);
        const last = scores.at(-1)!;
        console.log(`${page} run ${run}/${runs}: perf ${last.performance}, LCP ${(last.lcp / 1000).toFixed(2)} s`);
      }
      summaries.push({ page, runs, median: medianScores(scores), failedAudits: [...failed] });
    } catch (error) {
      // One broken page must not hide the others' numbers; the budget counts it as a failure.
      const message = error instanceof Error ? error.message : String(error);
      summaries.push({ page, runs: scores.length, median: null, failedAudits: [...failed], error: message });
    }
  }
} finally {
  chrome.kill();
  await site.stop();
}

console.log(`\nLighthouse ${budgetMode ? 'budget' : 'report'}: mobile, simulated throttling, median per page`);
console.log(formatTable(summaries));
for (const { page, failedAudits } of summaries.filter((summary) => summary.failedAudits.length > 0)) {
  console.log(`${page} failed audits: ${failedAudits.join(', ')}`);
}

await mkdir(OUTPUT_DIR, { recursive: true });
const outputFile = path.join(OUTPUT_DIR, `${budgetMode ? 'budget' : 'report'}-summary.json`);
const problems = budgetMode ? budgetProblems(summaries) : [];
await writeFile(
  outputFile,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), budget: budgetMode ? BUDGET : null, pages: summaries, problems }, null, 2)}\n`,
);
console.log(`summary: ${outputFile}`);

if (problems.length > 0) {
  console.error(`lighthouse budget failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (budgetMode) console.log('lighthouse budget: OK');
