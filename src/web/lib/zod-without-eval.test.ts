import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it('makes zod, loaded afterwards, build schemas without eval', async () => {
    await import('./zod-without-eval.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
