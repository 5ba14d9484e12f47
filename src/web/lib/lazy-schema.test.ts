import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

const ZName = z.object({ name: z.string().min(1, 'mandatory') });

describe('lazySchema', () => {
  it('fetches its module once, however many forms check with it', async () => {
    const importModule = vi.fn(() => Promise.resolve({ ZName }));
    const schema = lazySchema(importModule, (schemas) => schemas.ZName);
    const [first, second] = await Promise.all([schema.load(), schema.load()]);
    expect(await schema.load()).toBe(first);
    expect(second).toBe(ZName);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next check after a fetch failed (a dropped connection)', async () => {
    const importModule = vi
      .fn<() => Promise<{ ZName: typeof ZName }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ ZName });
    const schema = lazySchema(importModule, (schemas) => schemas.ZName);
    await expect(schema.load()).rejects.toThrow('Failed to fetch');
    expect(await schema.load()).toBe(ZName);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
