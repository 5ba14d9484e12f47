import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TFinanceReport } from '../../../shared/board.ts';
import { financeReports } from '../../db/schema.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse } from '../../plugins/errors.ts';
import { createAuditRepo } from '../audit/audit.repo.ts';
import { createEventsCache, type TEventsCache } from '../events/events.cache.ts';

const ZFinanceReport = z.object({
  year: z.number().int(),
  incomeSek: z.number().int(),
  expenseSek: z.number().int(),
  resultSek: z.number().int(),
  hasPdf: z.boolean(),
});

const ZYearParams = z.object({ year: z.string() });
const ZAdminYearParams = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
const SEK = z.number().int().min(-100_000_000).max(100_000_000);
const ZFinanceBody = z.strictObject({
  incomeSek: SEK,
  expenseSek: SEK,
  resultSek: SEK,
  published: z.boolean().default(true),
});

const notAvailable = () =>
  new HttpError(404, 'not_found', 'The report you are looking for is not available. Please contact the board members.');

type TFinanceRoutesOptions = { cache?: TEventsCache };

/**
 * GET /api/content/finance/{year}: a published yearly report, cached in the process (DESIGN.md 4a);
 * PUT /api/admin/finance/{year}: an admin sets a year's figures (audit-logged, clears the cache).
 * Registered without a prefix so both share one cache.
 */
export const financeRoutes: FastifyPluginAsyncZod<TFinanceRoutesOptions> = async (app, options) => {
  const cache = options.cache ?? createEventsCache();

  const load = async (year: number): Promise<TFinanceReport | null> => {
    const [row] = await app.db
      .select({
        year: financeReports.year,
        incomeSek: financeReports.incomeSek,
        expenseSek: financeReports.expenseSek,
        resultSek: financeReports.resultSek,
        pdf: financeReports.pdf,
      })
      .from(financeReports)
      .where(and(eq(financeReports.year, year), eq(financeReports.published, true)));
    if (!row) return null;
    const { pdf, ...figures } = row;
    return { ...figures, hasPdf: pdf !== null };
  };

  app.get(
    '/api/content/finance/:year',
    {
      schema: {
        summary: 'The published finance report of a financial year',
        params: ZYearParams,
        response: { 200: ZFinanceReport, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const { year: raw } = request.params;
      if (!/^\d{4}$/.test(raw)) throw notAvailable();
      const year = Number(raw);
      const report = await cache.get(`finance:${year}`, () => load(year));
      if (!report) throw notAvailable();
      return report;
    },
  );

  app.put(
    '/api/admin/finance/:year',
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Sets a financial year's finance report (admin)",
        security: [{ bearer: [] }],
        params: ZAdminYearParams,
        body: ZFinanceBody,
        response: { 200: ZFinanceReport, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => {
      const { year } = request.params;
      const actorId = request.user?.id;
      if (actorId === undefined) throw new HttpError(401, 'unauthorized', 'Please log in.');
      const values = { year, ...request.body };
      const hasPdf = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(financeReports)
          .values(values)
          .onConflictDoUpdate({ target: financeReports.year, set: request.body })
          .returning({ pdf: financeReports.pdf });
        await createAuditRepo(app.db).record(
          { actorId, action: 'finance.update', target: `finance:${year}`, details: values },
          tx,
        );
        return row?.pdf != null;
      });
      cache.invalidate();
      const { incomeSek, expenseSek, resultSek } = values;
      return { year, incomeSek, expenseSek, resultSek, hasPdf };
    },
  );
};
