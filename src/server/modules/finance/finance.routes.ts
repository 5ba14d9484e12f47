import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFinanceReport } from '../../../shared/finance.schema.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { notAvailable, publishedPdf, publishedReport } from './finance.service.ts';

const ZYearParams = z.object({ year: z.string() });

/** A year from a public path: four digits, anything else is simply not available. */
function yearOf(raw: string): number {
  if (!/^\d{4}$/.test(raw)) throw notAvailable();
  return Number(raw);
}

/**
 * GET /finance/{year} (under /api/content): a published yearly report, cached in the process so a
 * burst of readers costs one query; GET /finance/{year}/report.pdf: its PDF. The board's routes
 * (finance.admin-routes.ts) share its context, so every change clears these answers at once.
 */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.finance;

  app.get(
    '/finance/:year',
    {
      schema: {
        summary: 'The published finance report of a financial year',
        params: ZYearParams,
        response: { 200: ZFinanceReport, 404: ZErrorResponse },
      },
    },
    async (request) => publishedReport(context, yearOf(request.params.year)),
  );

  app.get(
    '/finance/:year/report.pdf',
    {
      schema: {
        summary: 'The PDF of a published finance report, as a download',
        params: ZYearParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const year = yearOf(request.params.year);
      const pdf = await publishedPdf(context, year);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="finance-report-FY${year}.pdf"`)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
