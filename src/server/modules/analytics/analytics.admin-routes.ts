import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VISITS_WEEKS, ZVisitsReport, type TVisitsReport } from '../../../shared/analytics.schema.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { createAnalyticsRepo } from './analytics.repo.ts';
import { addDays, isoWeekOf, lastWeekStarts } from './analytics.weeks.ts';

type TAnalyticsAdminOptions = { clock: () => Date };

const TOP_PAGES = 10;
const ZVisitsQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(VISITS_WEEKS.max).default(VISITS_WEEKS.default),
});

/** /api/admin/analytics: the board's view of the anonymous page views; needs role Admin. */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<TAnalyticsAdminOptions> = async (app, { clock }) => {
  app.addHook('onRequest', requireAdmin);
  const repo = createAnalyticsRepo(app.db);

  app.get(
    '/visits',
    {
      schema: {
        summary: 'Page views per ISO week (zero-filled, oldest first) and the most visited pages',
        security: [{ bearer: [] }],
        querystring: ZVisitsQuery,
        response: { 200: ZVisitsReport, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request): Promise<TVisitsReport> => {
      const mondays = lastWeekStarts(clock(), request.query.weeks);
      const from = mondays[0] ?? '';
      const to = addDays(mondays.at(-1) ?? from, 7);
      const [perWeek, topPages] = await Promise.all([repo.countPerWeek(from, to), repo.topPages(from, to, TOP_PAGES)]);
      const weeks = mondays.map((weekStart) => ({
        weekStart,
        ...isoWeekOf(weekStart),
        visits: perWeek.get(weekStart) ?? 0,
      }));
      return { weeks, topPages, total: weeks.reduce((sum, week) => sum + week.visits, 0) };
    },
  );
};
