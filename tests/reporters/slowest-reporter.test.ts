import type { TestCase, TestResult } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import { slowestTests } from '../e2e/support/slowest-reporter.ts';

function fakeTest(title: string): TestCase {
  return { titlePath: () => ['', 'chromium', 'events.spec.ts', '[EVENTS]', title] } as unknown as TestCase;
}

const took = (ms: number) => ({ duration: ms }) as TestResult;

describe('slowestTests', () => {
  it('lists the slowest tests first, in seconds to a tenth, and no more than asked for', () => {
    const results = new Map([
      [fakeTest('lists'), took(1_240)],
      [fakeTest('edits'), took(15_960)],
      [fakeTest('deletes'), took(320)],
    ]);
    expect(slowestTests(results, 2)).toEqual([
      { title: 'events.spec.ts › [EVENTS] › edits', seconds: 16 },
      { title: 'events.spec.ts › [EVENTS] › lists', seconds: 1.2 },
    ]);
  });

  it('is empty for a run without tests', () => {
    expect(slowestTests(new Map())).toEqual([]);
  });
});
