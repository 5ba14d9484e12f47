import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForPageSettled } from './settle.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type TAxeOptions = {
  /** CSS selectors to scan instead of the whole page. */
  include?: string[];
  /** CSS selectors to leave out; say why at the call site. */
  exclude?: string[];
};

type TViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

// axe's raw JSON is hundreds of lines per violation; a failing run should say what to fix and where.
function describeViolation(violation: TViolation): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const summary = (node.failureSummary ?? '').split('\n').join('\n      ');
    return `    - ${node.target.join(' ')}\n      ${summary}`;
  });
  const more = violation.nodes.length > 5 ? [`    ... and ${violation.nodes.length - 5} more`] : [];
  return [
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
    ...more,
  ].join('\n');
}

/** Fails with a readable list when axe finds WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: TAxeOptions = {}) {
  // Collecting only violations skips axe's bookkeeping of passes, which is most of its run time. Legacy
  // mode runs axe in the page itself; the default finishes every scan in a second, blank page, which
  // doubles a scan's time and is needed only for frames from other origins, which the site has none of.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} accessibility violation(s) on ${page.url()}:\n` +
        violations.map(describeViolation).join('\n'),
    );
  }
}

/** Scans the page as a visitor meets it: hydrated, with what its effects add (menus for the user, notices). */
export async function expectNoAxeViolationsOnceSettled(page: Page, options: TAxeOptions = {}) {
  await waitForPageSettled(page);
  await expectNoAxeViolations(page, options);
}
