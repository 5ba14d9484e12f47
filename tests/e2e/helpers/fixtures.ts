import { test as base } from '@playwright/test';
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { ROOT_ELEMENT_ID } from '../../../src/web/app/page-data.ts';
import { countFetches, waitForPageSettled } from './settle.ts';

export type TConsoleProblemOptions = {
  /** Console errors a test expects; empty by default, so every error fails the test. */
  allowedConsoleErrors: (string | RegExp)[];
};

// CSP violations reach the console as errors too, but a report-only policy or a blocked inline
// event handler can be quiet; this listener makes every violation a console error we collect.
// Playwright injects init scripts outside the page's CSP, so this script is never itself blocked.
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}` +
        ` at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
    );
  });
}

function isAllowed(text: string, allowed: (string | RegExp)[]): boolean {
  return allowed.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));
}

// A failed request logs the resource, not the page that asked for it; a test that visits several
// pages needs both to find which one did.
function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url}:${lineNumber})` : '';
  const page = message.page();
  const on = page ? ` on ${page.url()}` : '';
  return `console.${message.type()}: ${message.text()}${where}${on}`;
}

// A page whose scripts are off has no fetch counter (init scripts do not run either), and a page that
// is not the app's (a file, a JSON answer) has no root: neither ever hydrates. A page between two
// documents answers nothing yet and is waited for.
async function canHydrate(page: Page): Promise<boolean> {
  return page
    .evaluate((rootId) => '__e2eFetches' in window && document.getElementById(rootId) !== null, ROOT_ELEMENT_ID)
    .catch(() => true);
}

// A page still busy (hydrating, loading its data) when the test ends would hide the errors that
// hydration and its effects report. A page that never hydrates (a download, a closed tab, scripts
// off) is left as is, rather than waited for until the wait gives up.
async function settle(pages: Page[]) {
  await Promise.all(
    pages
      .filter((page) => !page.isClosed() && page.url().startsWith('http'))
      .map(async (page) => {
        if (await canHydrate(page)) await waitForPageSettled(page, 5_000).catch(() => undefined);
      }),
  );
}

function watch(context: BrowserContext, allowed: (string | RegExp)[], problems: string[]) {
  context.on('console', (message) => {
    const text = message.text();
    // React reports a hydration mismatch as console.error; older builds warned, so take both.
    const isProblem = message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(text));
    if (isProblem && !isAllowed(text, allowed)) problems.push(describeConsole(message));
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    const text = `${error.name}: ${error.message}`;
    if (!isAllowed(text, allowed)) {
      problems.push(`pageerror: ${error.stack ?? text} (${webError.page()?.url() ?? 'unknown page'})`);
    }
  });
}

/**
 * Playwright's test, whose browser context fails the test on any console error, uncaught page
 * error, hydration mismatch or CSP violation. Tests that use only `request` pay nothing for it.
 */
export const test = base.extend<TConsoleProblemOptions>({
  allowedConsoleErrors: [[], { option: true }],
  // Named `provide`, not Playwright's usual `use`: the React hooks lint rule reads `use(...)` as React's use().
  context: async ({ context, allowedConsoleErrors }, provide) => {
    const problems: string[] = [];
    watch(context, allowedConsoleErrors, problems);
    await context.addInitScript(reportCspViolations);
    await context.addInitScript(countFetches);
    await provide(context);
    await settle(context.pages());
    if (problems.length > 0) {
      throw new Error(`The browser reported ${problems.length} problem(s):\n${problems.join('\n')}`);
    }
  },
});
