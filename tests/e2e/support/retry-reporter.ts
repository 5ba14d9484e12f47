import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** A test that failed at least once and then passed: it proves nothing until its cause is found. */
export type TRetriedTest = { title: string; failures: string[] };

function titleOf(test: TestCase): string {
  const [, , file, ...titles] = test.titlePath();
  return `${file ?? ''} › ${titles.join(' › ')}`;
}

function firstLine(result: TestResult): string {
  const message = result.error?.message ?? result.status;
  // Playwright colours its messages; a plain list reads better in CI logs.
  // eslint-disable-next-line no-control-regex
  return (message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '').slice(0, 200);
}

/** The tests of a run that passed only on a retry, with what each failed with first. */
export function retriedTests(tests: TestCase[]): TRetriedTest[] {
  return tests
    .filter((test) => test.outcome() === 'flaky')
    .map((test) => ({
      title: titleOf(test),
      failures: test.results.filter((result) => result.status !== 'passed').map(firstLine),
    }));
}

/**
 * Lists, at the end of a run, every test that needed its retry. A retry keeps one unlucky moment from
 * failing CI, but a test that needs it has a cause (a race, a missing wait, shared data) to fix.
 */
export default class RetryReporter implements Reporter {
  private readonly tests: TestCase[] = [];

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase) {
    if (!this.tests.includes(test)) this.tests.push(test);
  }

  onEnd(_result: FullResult) {
    const retried = retriedTests(this.tests);
    if (retried.length === 0) {
      console.log('Retried tests: none passed only on a retry.');
      return;
    }
    console.log(`Retried tests: ${retried.length} passed only on a retry; find and fix each cause:`);
    for (const test of retried) {
      console.log(`  - ${test.title}`);
      for (const failure of test.failures) console.log(`      first failed with: ${failure}`);
    }
  }
}
