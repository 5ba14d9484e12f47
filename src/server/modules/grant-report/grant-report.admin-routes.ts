import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGrantPeriod, ZGrantReport } from '../../../shared/grant-report.schema.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { grantReport, grantReportCsvFile } from './grant-report.service.ts';

const security = [{ bearer: [] }];
const REFUSALS = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** /api/admin/grant-report: the municipality's activity grant report, for the board only. */
export const grantReportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.grantReport;

  app.get(
    '/grant-report',
    {
      schema: {
        summary: 'The activity grant report for a period: sessions, who counts, totals, members (admin)',
        security,
        querystring: ZGrantPeriod,
        response: { 200: ZGrantReport, ...REFUSALS },
      },
    },
    async (request) => grantReport(context, request.query),
  );

  app.get(
    '/grant-report.csv',
    {
      schema: {
        summary: 'The activity grant report for a period as CSV (admin)',
        security,
        querystring: ZGrantPeriod,
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await grantReportCsvFile(context, request.query);
      // text/csv: Fastify sends the string as it is, past the JSON serializer.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
