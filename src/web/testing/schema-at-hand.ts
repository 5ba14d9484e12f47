import type { z } from 'zod';
import type { TLazySchema } from '../lib/lazy-schema.ts';

/** A test's own schema in the shape a form takes (lib/lazy-schema.ts). */
export function schemaAtHand<TData>(schema: z.ZodType<TData>): TLazySchema<TData> {
  return { load: () => Promise.resolve(schema) };
}
