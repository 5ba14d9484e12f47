import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TFinanceReport } from '../../../shared/board.ts';
import { HttpError, ZErrorResponse } from '../../http/errors.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { createFinanceRepo } from './finance.repo.ts';

export const ZFinanceReport = z.object({
  year: z.number().int(),
  incomeSek: z.number().int(),
  expenseSek: z.number().int(),
  resultSek: z.number().int(),
  hasPdf: z.boolean(),
});

const ZYearParams = z.object({ year: z.string() });

const notAvailable = () =>
  new HttpError(404, 'not_found', 'The report you are looking for is not available. Please contact the board members.');

/** A year from a public path: four digits, anything else is simply not available. */
function yearOf(raw: string): number {
  if (!/^\d{4}$/.test(raw)) throw notAvailable();
  return Number(raw);
}

type TFinanceRoutesOptions = { cache: TTtlCache };

/**
 * GET /finance/{year} (under /api/content): a published yearly report, cached in the process so a
 * burst of readers costs one query; GET /finance/{year}/report.pdf: its PDF. The board's routes
 * (finance.admin-routes.ts) get the same cache, so every change clears these answers at once.
 */
export const financeRoutes: FastifyPluginAsyncZod<TFinanceRoutesOptions> = async (app, options) => {
  const { cache } = options;
  const repo = createFinanceRepo(app.db);

  const load = async (year: number): Promise<TFinanceReport | null> => {
    const row = await repo.findByYear(year);
    if (!row?.published) return null;
    const { incomeSek, expenseSek, resultSek, pdfBytes } = row;
    return { year, incomeSek, expenseSek, resultSek, hasPdf: pdfBytes !== null };
  };

  app.get(
    '/finance/:year',
    {
      schema: {
        summary: 'The published finance report of a financial year',
        params: ZYearParams,
        response: { 200: ZFinanceReport, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const year = yearOf(request.params.year);
      const report = await cache.get(`finance:${year}`, () => load(year));
      if (!report) throw notAvailable();
      return report;
    },
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
      // Not cached in the process: a report may be megabytes, and is fetched rarely.
      const pdf = await repo.findPublishedPdf(year);
      if (!pdf) throw notAvailable();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="finance-report-FY${year}.pdf"`)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  );
};
