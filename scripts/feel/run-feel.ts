// npm run feel [-- --pages /,/events] [--lang ta,en,sv] [--runs 5] [--warm] [--signed-in admin]
// [--scenarios menu,members,language,tab,slider,cookies] [--json <file>] [--budget]:
// what a person on a slow phone waits for after a tap, on the built site (production mode, demo
// content), timed by what is on screen. --budget: CI's gate on a public page's first tap (summary.ts).
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { runContent, runTap, type TRunPlan } from './measure.ts';
import { launchBrowser, newPhoneContext, PHONE } from './phone.ts';
import { LANGUAGES, SCENARIO_GROUPS, type TCookieTexts, type TPageFacts } from './scenarios.ts';
import { prepareSignedIn, SIGNED_IN_PAGES, STORAGE } from './signed-in.ts';
import { startSite } from '../lighthouse/start-site.ts';
import { signInSession } from '../lighthouse/browser-session.ts';
import { ensureBuild, readSiteRunOptions } from '../support/site-run-options.ts';
import { budgetProblems, contentRows, formatTable, summarizeRow, TAP_BUDGET_MS, type TRow } from './summary.ts';

const PUBLIC_PAGES = ['/', '/events', '/boardmembers', '/memberregistration'];
const BUDGET_PAGES = ['/', '/events', '/memberregistration'];
/** The budget times the menu, and the cookie notice's choice that a first visit makes first. */
const BUDGET_SCENARIOS = ['menu', 'cookieChoice'];
/** An event's own page: the first event of the demo content stands in for :id. */
const EVENT_PAGE = '/events/:id';
/** Member and board pages with tabs; their tab is timed as a public page's is. */
const SIGNED_IN_TABS = new Set(['/mypage', '/admindashboard']);
const STEP_TIMEOUT_MS = 45_000;

process.chdir(path.resolve(import.meta.dirname, '../..'));

const { values, pages, languages, runs, signedIn, budgetMode, fail } = readSiteRunOptions({
  tool: 'feel',
  pages: { public: PUBLIC_PAGES, signedIn: SIGNED_IN_PAGES, budget: BUDGET_PAGES },
  runs: { normal: 5, budget: 3 },
  extra: {
    warm: { type: 'boolean', default: false },
    scenarios: { type: 'string' },
    json: { type: 'string' },
  },
});
const warm = values.warm === true;
const scenarioList = typeof values.scenarios === 'string' ? values.scenarios : undefined;
const jsonPath = typeof values.json === 'string' ? values.json : undefined;
if (budgetMode && (signedIn || scenarioList)) fail('--budget times the first taps on public pages');
const groups = budgetMode ? BUDGET_SCENARIOS : (scenarioList?.split(',') ?? Object.keys(SCENARIO_GROUPS));
for (const group of groups) {
  if (!SCENARIO_GROUPS[group]) fail(`--scenarios: ${group} is not one of ${Object.keys(SCENARIO_GROUPS).join(', ')}`);
}
// A scenario in two groups (the budget's Accept All is one of the cookie notice's) runs once.
const scenarios = [...new Set(groups.flatMap((group) => SCENARIO_GROUPS[group]!))];
ensureBuild('feel');

function cookieTexts(lang: string): TCookieTexts {
  const common = JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as { cookies: TCookieTexts };
  return common.cookies;
}

async function concretePath(origin: string, page: string): Promise<string> {
  if (page !== EVENT_PAGE) return page;
  const events = (await fetch(`${origin}/api/events/all`).then((response) => response.json())) as { eventId: number }[];
  if (!events[0]) throw new Error('the demo content has no event to measure /events/:id with');
  return `/events/${events[0].eventId}`;
}

/** The page as the server renders it in a language, read once without throttling. */
function pageFacts(browser: Browser, origin: string) {
  const known = new Map<string, Promise<TPageFacts>>();
  return (url: string, lang: string) => {
    const key = `${url} ${lang}`;
    if (!known.has(key)) {
      known.set(
        key,
        (async () => {
          const context = await newPhoneContext(browser, { origin, language: lang });
          try {
            const page = await context.newPage();
            await page.goto(url, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
            const text = (selector: string) =>
              page
                .locator(selector)
                .count()
                .then(async (count) =>
                  // As the page's own check reads it (in-page.ts): the text, not its rendering.
                  count > 0
                    ? ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim()
                    : null,
                );
            return {
              brand: (await text('.brand__name')) ?? '',
              heading: await text('h1.page-title'),
              hasTabs: (await page.locator('[role="tab"]').count()) >= 2,
              hasSlider: (await page.locator('.home-slider__controls button[aria-controls]').count()) > 0,
            };
          } finally {
            await context.close();
          }
        })(),
      );
    }
    return known.get(key)!;
  };
}

const describe = (ms: number, scripts: number, bytes: number) =>
  `${Math.round(ms)} ms (${scripts} scripts, ${(bytes / 1024).toFixed(1)} KB)`;

function logRun(row: TRow, run: number) {
  const last = row.runs.at(-1)!;
  const what = last.ok
    ? `${describe(last.ms, last.scripts, last.scriptBytes)}${last.kept === undefined ? '' : last.kept ? ', choice kept' : ', choice lost'}`
    : `failed: ${last.error}`;
  console.log(`${row.scenario} ${row.page} ${row.lang} run ${run}/${runs}: ${what}`);
}

const loadAtStart = loadavg();
// These runs often share a busy machine, where start-up takes more than the Lighthouse script's minute.
const site = await startSite({ name: 'feel', timeoutMs: 240_000 });
const browser = await launchBrowser();
const rows: TRow[] = [];
try {
  const factsOf = pageFacts(browser, site.origin);
  if (signedIn) {
    const { pages: signedInPages } = await prepareSignedIn(site.origin, site.admin, pages);
    for (const { path: pagePath, label, note, content } of signedInPages) {
      for (const lang of languages) {
        // A session per page and language, as a signed-in phone has: the token and its refresh cookie.
        const { token, refreshToken } = await signInSession(site.origin, site.admin);
        const storage = {
          [STORAGE.accessToken]: token,
          [STORAGE.refreshMarker]: 'http-only-cookie',
          [STORAGE.language]: lang,
          [STORAGE.cookieConsent]: 'Custom',
        };
        const plan: TRunPlan = {
          browser,
          visitor: { origin: site.origin, language: lang, storage, refreshToken },
          url: `${site.origin}${pagePath}`,
          warm,
          content,
          timeoutMs: STEP_TIMEOUT_MS,
        };
        const row: TRow = { scenario: 'content', page: label, lang, note, runs: [] };
        rows.push(row);
        for (let run = 1; run <= runs; run += 1) {
          row.runs.push(await runContent(plan));
          logRun(row, run);
        }
        if (!SIGNED_IN_TABS.has(label) || !groups.includes('tab')) continue;
        const tabRow: TRow = { scenario: 'tab', page: label, lang, runs: [] };
        rows.push(tabRow);
        const facts: TPageFacts = { brand: '', heading: null, hasTabs: true, hasSlider: false };
        for (let run = 1; run <= runs; run += 1) {
          const [tab] = SCENARIO_GROUPS.tab!;
          const input = {
            path: pagePath,
            lang,
            facts,
            factsIn: () => Promise.resolve(facts),
            cookieTexts: cookieTexts(lang),
          };
          tabRow.runs.push(await runTap({ ...plan, content: [] }, tab!, input));
          logRun(tabRow, run);
        }
      }
    }
  } else {
    for (const page of pages) {
      const pagePath = await concretePath(site.origin, page);
      const url = `${site.origin}${pagePath}`;
      for (const lang of languages) {
        const facts = await factsOf(url, lang);
        // Read before any run, so no run's page waits on it before its tap.
        if (groups.includes('language')) for (const other of LANGUAGES) await factsOf(url, other);
        // The first render of a page after start-up loads code and fills caches; visitors seldom meet it.
        await fetch(url, { headers: { cookie: `lang=${lang}` } }).then((response) => response.arrayBuffer());
        const plan: TRunPlan = {
          browser,
          visitor: { origin: site.origin, language: lang },
          url,
          warm,
          content: [{ selector: 'h1.page-title' }],
          timeoutMs: STEP_TIMEOUT_MS,
        };
        for (const scenario of scenarios) {
          if (!scenario.applies({ path: pagePath, lang, facts })) continue;
          const rowLang = scenario.targetLang ? `${lang}→${scenario.targetLang}` : lang;
          const row: TRow = {
            scenario: scenario.name,
            page,
            lang: rowLang,
            runs: [],
            ...(scenario.note ? { note: scenario.note } : {}),
          };
          rows.push(row);
          const input = {
            path: pagePath,
            lang,
            facts,
            factsIn: (other: string) => factsOf(url, other),
            cookieTexts: cookieTexts(lang),
          };
          for (let run = 1; run <= runs; run += 1) {
            row.runs.push(await runTap(plan, scenario, input));
            logRun(row, run);
          }
        }
      }
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
const loadAtEnd = loadavg();

const summaries = [
  ...rows,
  ...contentRows(rows.filter((row) => !rows.some((other) => other.scenario === 'content' && other.page === row.page))),
].map(summarizeRow);
const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(', ');
console.log(
  `\nfeel: ${warm ? 'warm (second visit, cache kept)' : 'cold (empty cache, a new context per run)'}` +
    `${signedIn ? `, signed in as ${signedIn}` : ''}; phone ${PHONE.viewport.width}x${PHONE.viewport.height} touch, ` +
    `CPU ${PHONE.cpuSlowdown}x slower, ${PHONE.latencyMs} ms, 1.6 Mbps down, 750 Kbps up; median and worst of ${runs}`,
);
console.log(`load average (1, 5, 15 min): at start ${load(loadAtStart)}, at end ${load(loadAtEnd)}`);
console.log(formatTable(summaries));

const problems = budgetMode ? budgetProblems(summaries) : [];
if (jsonPath) {
  await mkdir(path.dirname(path.resolve(jsonPath)), { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    mode: warm ? 'warm' : 'cold',
    signedIn: signedIn ?? null,
    phone: PHONE,
    runs,
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    budget: budgetMode ? { tapMs: TAP_BUDGET_MS, problems } : null,
    rows: summaries,
    raw: rows,
  };
  await writeFile(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`json: ${jsonPath}`);
}
if (problems.length > 0) {
  console.error(`feel budget failed (a tap answered within ${TAP_BUDGET_MS} ms, median):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (budgetMode) console.log('feel budget: OK');
