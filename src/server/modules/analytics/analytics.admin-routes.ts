import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VISITS_WEEKS, ZVisitsReport } from '../../../shared/analytics.schema.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { visitsReport } from './analytics.service.ts';
const ZVisitsQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(VISITS_WEEKS.max).default(VISITS_WEEKS.default),
});

/** /api/admin/analytics: the board's view of the anonymous page views; needs role Admin. */
export const analyticsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.analytics;

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
    async (request) => visitsReport(context, request.query.weeks),
  );
};
