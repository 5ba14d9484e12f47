import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A component test waits for a state (findBy…, waitFor) up to five seconds: the first render of a
// file loads its catalogs and schemas, which on a loaded two-core machine takes more than the
// one-second default, while a state that never comes still fails the test.
configure({ asyncUtilTimeout: 5_000 });

// A console error or warning in a test is a bug we have not looked at yet: fail the test.
const reported: string[] = [];

for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    reported.push(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  // Vitest globals are off, so Testing Library cannot unmount by itself.
  cleanup();
  if (reported.length > 0) {
    const messages = reported.splice(0).join('\n');
    throw new Error(`Unexpected console output:\n${messages}`);
  }
});
