import type { TestCase, TestResult } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import { retriedTests } from '../e2e/support/retry-reporter.ts';

type TOutcome = ReturnType<TestCase['outcome']>;

function fakeTest(title: string, outcome: TOutcome, statuses: TestResult['status'][]): TestCase {
  const results = statuses.map(
    (status) =>
      ({
        status,
        error: status === 'passed' ? undefined : { message: `\u001b[31mTimed out 5000ms\u001b[39m waiting\nfor h1` },
      }) as TestResult,
  );
  return {
    titlePath: () => ['', 'chromium', 'my-page.spec.ts', '[MYPAGE]', title],
    outcome: () => outcome,
    results,
  } as unknown as TestCase;
}

describe('retriedTests', () => {
  it('lists only the tests that passed on a retry, with the first line of each failure', () => {
    const tests = [
      fakeTest('renews', 'flaky', ['failed', 'passed']),
      fakeTest('edits the address', 'expected', ['passed']),
      fakeTest('adds a kid', 'unexpected', ['failed', 'failed']),
    ];
    expect(retriedTests(tests)).toEqual([
      { title: 'my-page.spec.ts › [MYPAGE] › renews', failures: ['Timed out 5000ms waiting'] },
    ]);
  });

  it('is empty for a run where every test passed the first time', () => {
    expect(retriedTests([fakeTest('renews', 'expected', ['passed'])])).toEqual([]);
  });
});
