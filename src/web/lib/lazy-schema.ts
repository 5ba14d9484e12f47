import type { z } from 'zod';

/**
 * A form's shared schema, with zod, in chunks of their own. A page hydrates without them, so a
 * member's page is interactive sooner on a phone; the form asks for them once it is on screen and
 * checks with them when left or sent, long after they arrived.
 */
export type TLazySchema<TData> = {
  /** The schema, fetched once; a fetch that failed is tried again at the next call. */
  load: () => Promise<z.ZodType<TData>>;
};

export function lazySchema<TModule, TData>(
  importModule: () => Promise<TModule>,
  pick: (module: TModule) => z.ZodType<TData>,
): TLazySchema<TData> {
  let loading: Promise<z.ZodType<TData>> | undefined;
  const load = () => {
    loading ??= importModule().then(pick, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { load };
}
