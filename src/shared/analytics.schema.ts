import { z } from 'zod';

/** How many weeks the board's visits chart may ask for: about the 25 months that are kept. */
export const VISITS_WEEKS = { default: 12, max: 108 } as const;

/** GET /api/admin/analytics/visits: page views per ISO week (Stockholm time, oldest first) and the most read pages. */
export const ZVisitsReport = z.object({
  weeks: z.array(
    z.object({
      /** The week's Monday, YYYY-MM-DD. */
      weekStart: z.string(),
      isoYear: z.number().int(),
      isoWeek: z.number().int(),
      visits: z.number().int(),
    }),
  ),
  /** Route patterns (`/events/:id`), most visited first, over the same weeks. */
  topPages: z.array(z.object({ path: z.string(), visits: z.number().int() })),
  total: z.number().int(),
});

export type TVisitsReport = z.infer<typeof ZVisitsReport>;
