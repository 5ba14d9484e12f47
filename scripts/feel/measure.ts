// One run: a new phone context (its own empty cache), the page opened throttled, the scenario's tap
// as soon as its control is on screen. Warm: the same page opened once before, unthrottled, with its
// app loaded, so the measured visit finds everything in the cache.
import type { Browser, Page } from 'playwright-core';
import { installWatcher, type TCondition } from './in-page.ts';
import { newPhoneContext, throttle, waitForFirstPaint, type TVisitor } from './phone.ts';
import type { TScenario, TScenarioInput } from './scenarios.ts';
import type { TRun } from './summary.ts';

export type TRunPlan = {
  browser: Browser;
  visitor: TVisitor;
  url: string;
  warm: boolean;
  /** What shows the page's own content is there; timed from navigation start in every run. */
  content: TCondition[];
  timeoutMs: number;
};

/** The first visit of a returning visitor: the page and its app, every file cached; storage as it was. */
async function primeCache(page: Page, plan: TRunPlan): Promise<void> {
  await page.goto(plan.url, { waitUntil: 'load', timeout: plan.timeoutMs });
  // A pointer that moves loads the app on a public page, and changes nothing stored.
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: plan.timeoutMs });
  await page.waitForLoadState('networkidle', { timeout: plan.timeoutMs });
}

async function openPage(plan: TRunPlan): Promise<Page> {
  const context = await newPhoneContext(plan.browser, plan.visitor);
  const page = await context.newPage();
  page.setDefaultTimeout(plan.timeoutMs);
  await installWatcher(page, plan.content);
  if (plan.warm) await primeCache(page, plan);
  await throttle(page);
  await page.goto(plan.url, { waitUntil: 'commit', timeout: plan.timeoutMs });
  await waitForFirstPaint(page, plan.timeoutMs);
  return page;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

export async function runTap(
  plan: TRunPlan,
  scenario: TScenario,
  input: Omit<TScenarioInput, 'page' | 'timeoutMs'>,
): Promise<TRun> {
  let page: Page | null = null;
  try {
    page = await openPage(plan);
    const { watch, kept } = await scenario.perform({ ...input, page, timeoutMs: plan.timeoutMs });
    return {
      ok: true,
      ms: watch.visibleAt - watch.startedAt,
      scripts: watch.scripts,
      scriptBytes: watch.scriptBytes,
      contentMs: watch.contentAt,
      ...(kept === undefined ? {} : { kept }),
    };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  } finally {
    await page?.context().close();
  }
}

/** A page opened for what it shows (a member's or the board's): navigation start to its content on screen. */
export async function runContent(plan: TRunPlan): Promise<TRun> {
  let page: Page | null = null;
  try {
    page = await openPage(plan);
    await page.waitForFunction(() => window.__feel?.contentAt !== null, undefined, {
      polling: 250,
      timeout: plan.timeoutMs,
    });
    const contentAt = await page.evaluate(() => window.__feel!.contentAt!);
    return { ok: true, ms: contentAt, scripts: 0, scriptBytes: 0, contentMs: null };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  } finally {
    await page?.context().close();
  }
}
