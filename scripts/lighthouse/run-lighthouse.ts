// npm run lighthouse [-- --pages /,/events] [--lang ta,en,sv] [--runs 5] [--signed-in admin] [--reports]:
// Lighthouse mobile (simulated throttling) on the built site, the median of several runs per page and
// language. npm run lighthouse:budget: the CI gate on the pages most visitors open first, in Tamil;
// it fails when one is under the budget (summary.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../find-chromium.ts';
import { ensureBuild, readSiteRunOptions } from '../support/site-run-options.ts';
import { prepareSignedInRun, signInSession, type TBrowserSession } from './browser-session.ts';
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

/** An event's own page: the first event of the demo content stands in for :id. */
const EVENT_PAGE = '/events/:id';
const PUBLIC_PAGES = [
  '/',
  '/events',
  EVENT_PAGE,
  '/boardmembers',
  '/memberregistration',
  '/memberlogin',
  '/contactus',
  '/finance-report/2022',
  '/diwali2024',
  '/election2024',
  '/privacypolicy',
  '/aboutus',
];
const SIGNED_IN_PAGES = ['/mypage', '/admindashboard'];
const BUDGET_PAGES = ['/', '/events', '/memberregistration'];
const OUTPUT_DIR = 'test-results/lighthouse';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

// The build, the server and the output folder are all found from the repository's root.
process.chdir(path.resolve(import.meta.dirname, '../..'));

const { values, pages, languages, runs, signedIn, budgetMode, fail } = readSiteRunOptions({
  tool: 'lighthouse',
  pages: { public: PUBLIC_PAGES, signedIn: SIGNED_IN_PAGES, budget: BUDGET_PAGES },
  runs: { normal: 3, budget: 5 },
  // Keeps every run's full report (JSON, opens in https://googlechrome.github.io/lighthouse/viewer/).
  extra: { reports: { type: 'boolean', default: false } },
});
if (budgetMode && (signedIn || values.lang || values.pages)) fail('--budget measures its own pages, in Tamil');
ensureBuild('lighthouse');
const chromePath = findChromium() ?? fail("no Chromium found (set CHROMIUM_PATH, or install Debian's chromium)");

// Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP): measure again.
const ATTEMPTS_PER_RUN = 3;

async function measure(url: string, flags: Flags): Promise<RunnerResult> {
  let lastError = 'no result';
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
    const result = await lighthouse(url, {
      ...flags,
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

/** The path to measure: a real event's id for EVENT_PAGE. */
async function concretePath(origin: string, page: string): Promise<string> {
  if (page !== EVENT_PAGE) return page;
  const events = (await fetch(`${origin}/api/events/all`).then((response) => response.json())) as {
    eventId: number;
  }[];
  if (!events[0]) throw new Error('the demo content has no event to measure /events/:id with');
  return `/events/${events[0].eventId}`;
}

const site = await startSite();
const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
const summaries: TPageSummary[] = [];
try {
  for (const page of pages) {
    // A session per page: its cookie is never used up by another page's runs.
    const session: TBrowserSession | null = signedIn ? await signInSession(site.origin, site.admin) : null;
    const token = session?.token ?? null;
    for (const language of languages) {
      const scores: TScores[] = [];
      const failed = new Set<string>();
      try {
        const url = `${site.origin}${await concretePath(site.origin, page)}`;
        const flags: Flags = {
          port: chrome.port,
          // The language the server renders in; with a session the app reads the stored one too.
          extraHeaders: {
            Cookie: session ? `lang=${language}; refresh_token=${session.refreshToken}` : `lang=${language}`,
          },
          // A session lives in local storage, which Lighthouse's storage reset would wipe.
          disableStorageReset: token !== null,
        };
        // The first render of a page after start-up loads code and fills caches; visitors seldom meet it.
        await fetch(url, { headers: { cookie: `lang=${language}` } }).then((response) => response.arrayBuffer());
        for (let run = 1; run <= runs; run += 1) {
          if (token) await prepareSignedInRun(chrome.port, site.origin, token, language);
          const result = await measure(url, flags);
          scores.push(scoresOf(result.lhr));
          if (values.reports) {
            await mkdir(OUTPUT_DIR, { recursive: true });
            const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${language}-${run}.json`;
            await writeFile(path.join(OUTPUT_DIR, name), result.report as string);
          }
          for (const audit of failedAuditsOf(result.lhr)) failed.add(audit);
          const last = scores.at(-1)!;
          console.log(
            `${page} ${language} run ${run}/${runs}: perf ${last.performance}, TBT ${Math.round(last.tbt)} ms, ` +
              `LCP ${(last.lcp / 1000).toFixed(2)} s`,
          );
        }
        summaries.push({ page, language, runs, median: medianScores(scores), failedAudits: [...failed] });
      } catch (error) {
        // One broken page must not hide the others' numbers; the budget counts it as a failure.
        const message = error instanceof Error ? error.message : String(error);
        summaries.push({
          page,
          language,
          runs: scores.length,
          median: null,
          failedAudits: [...failed],
          error: message,
        });
      }
    }
  }
} finally {
  chrome.kill();
  await site.stop();
}

const mode = budgetMode ? 'budget' : signedIn ? `report, signed in as ${signedIn}` : 'report';
console.log(`\nLighthouse ${mode}: mobile, simulated throttling, median of ${runs} per page and language`);
console.log(formatTable(summaries));
for (const { page, language, failedAudits } of summaries.filter((summary) => summary.failedAudits.length > 0)) {
  console.log(`${page} (${language}) failed audits: ${failedAudits.join(', ')}`);
}

await mkdir(OUTPUT_DIR, { recursive: true });
const outputFile = path.join(OUTPUT_DIR, `${budgetMode ? 'budget' : 'report'}-summary.json`);
const problems = budgetMode ? budgetProblems(summaries) : [];
await writeFile(
  outputFile,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), budget: budgetMode ? BUDGET : null, signedIn: signedIn ?? null, pages: summaries, problems }, null, 2)}\n`,
);
console.log(`summary: ${outputFile}`);

if (problems.length > 0) {
  console.error(`lighthouse budget failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (budgetMode) console.log('lighthouse budget: OK');
