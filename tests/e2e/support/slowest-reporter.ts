import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** A test's title in a run's summary, and how long its last attempt took. */
export type TTimedTest = { title: string; seconds: number };

const LISTED = 10;

function titleOf(test: TestCase): string {
  const [, , file, ...titles] = test.titlePath();
  return `${file ?? ''} › ${titles.join(' › ')}`;
}

/** The `count` slowest tests of a run, slowest first, each by its last attempt. */
export function slowestTests(results: Map<TestCase, TestResult>, count = LISTED): TTimedTest[] {
  return [...results]
    .map(([test, result]) => ({ title: titleOf(test), seconds: Math.round(result.duration / 100) / 10 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/**
 * Lists, at the end of a run, its ten slowest tests: where the suite's time goes, so a test that grows
 * slow is seen the day it does rather than when the suite no longer fits its budget.
 */
export default class SlowestReporter implements Reporter {
  private readonly lastResults = new Map<TestCase, TestResult>();

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.lastResults.set(test, result);
  }

  onEnd() {
    const slowest = slowestTests(this.lastResults);
    if (slowest.length === 0) return;
    console.log(`Slowest ${slowest.length} tests:`);
    for (const { title, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(5)} s  ${title}`);
  }
}
