import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FINANCE_FIXED_YEAR, FINANCE_PDF_MAX_BYTES, looksLikePdf } from '../../../shared/finance.ts';
import {
  FINANCE_LIMITS,
  ZFinanceAdminReport,
  ZFinanceFigures,
  type TFinanceAdminReport,
  type TFinanceFigures,
} from '../../../shared/finance.schema.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse } from '../../http/errors.ts';
import { createAuditRepo } from '../audit/audit.repo.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { createFinanceRepo, type TFinanceRow } from './finance.repo.ts';
import { FINANCE_2022 } from './finance.seed.ts';

const security = [{ bearer: [] }];
const ZYearParams = z.object({
  year: z.coerce.number().int().min(FINANCE_LIMITS.yearMin).max(FINANCE_LIMITS.yearMax),
});
const ZFinanceSaved = z.object({
  year: z.number().int(),
  incomeSek: z.number().int(),
  expenseSek: z.number().int(),
  resultSek: z.number().int(),
  hasPdf: z.boolean(),
});
const REFUSALS = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

const noReport = (year: number) =>
  new HttpError(404, 'no_report', `There is no finance report for FY ${year}: save its figures first.`, { year });
const fixedYear = () =>
  new HttpError(
    409,
    'fixed_year',
    `The FY ${FINANCE_FIXED_YEAR} figures are the published ones and stay as they are; only its PDF may change.`,
  );
const pdfTooLarge = () =>
  new HttpError(413, 'pdf_too_large', `A report may be at most ${FINANCE_PDF_MAX_BYTES / 1024 / 1024} MB.`, {
    megabytes: FINANCE_PDF_MAX_BYTES / 1024 / 1024,
  });

function adminReport(row: TFinanceRow): TFinanceAdminReport {
  return { ...row, hasPdf: row.pdfBytes !== null, fixed: row.year === FINANCE_FIXED_YEAR };
}

function changesFixedYear(year: number, figures: TFinanceFigures): boolean {
  if (year !== FINANCE_FIXED_YEAR) return false;
  return (
    !figures.published ||
    figures.incomeSek !== FINANCE_2022.incomeSek ||
    figures.expenseSek !== FINANCE_2022.expenseSek ||
    figures.resultSek !== FINANCE_2022.resultSek
  );
}

function actorOf(request: FastifyRequest): number {
  return signedInUser(request).id;
}

/**
 * The one file part `pdf` of a multipart body, at most FINANCE_PDF_MAX_BYTES (busboy stops reading
 * beyond it), and a PDF by its first bytes whatever its name or declared type says.
 */
async function readPdf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the report as multipart/form-data, file part "pdf".');
  }
  let pdf: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: FINANCE_PDF_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 256 },
  });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'pdf') {
      part.file.resume();
      throw new HttpError(400, 'validation', `Unexpected file field "${part.fieldname}".`);
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw pdfTooLarge();
    if (bytes.length > 0) pdf = bytes;
  }
  if (!pdf) throw new HttpError(400, 'pdf_missing', 'Choose the PDF of the report (file part "pdf").');
  if (!looksLikePdf(pdf)) throw new HttpError(400, 'invalid_pdf', 'The report must be a PDF file.');
  return pdf;
}

/**
 * /api/admin/finance: the yearly reports as admins keep them. Every change is audit-logged in its
 * transaction and clears the public answers' cache after the commit.
 */
export const financeAdminRoutes: FastifyPluginAsyncZod<{ cache: TTtlCache }> = async (app, { cache }) => {
  // A file over the limit is cut short and refused by readPdf with its own message.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('onRequest', requireAdmin);
  const repo = createFinanceRepo(app.db);
  const audit = createAuditRepo(app.db);

  app.get(
    '/finance',
    {
      schema: {
        summary: 'Every finance report, published or not (admin)',
        security,
        response: { 200: z.array(ZFinanceAdminReport), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => (await repo.listAll()).map(adminReport),
  );

  app.put(
    '/finance/:year',
    {
      schema: {
        summary: "Sets a financial year's figures and whether they are published (admin)",
        security,
        params: ZYearParams,
        body: ZFinanceFigures,
        response: { 200: ZFinanceSaved, ...REFUSALS },
      },
    },
    async (request) => {
      const actorId = actorOf(request);
      const { year } = request.params;
      const figures = request.body;
      if (changesFixedYear(year, figures)) throw fixedYear();
      const row = await app.db.transaction(async (tx) => {
        const saved = await repo.upsertFigures(year, figures, tx);
        await audit.record(
          { actorId, action: 'finance.update', target: `finance:${year}`, details: { year, ...figures } },
          tx,
        );
        return saved;
      });
      cache.invalidate();
      const { incomeSek, expenseSek, resultSek, pdfBytes } = row;
      return { year, incomeSek, expenseSek, resultSek, hasPdf: pdfBytes !== null };
    },
  );

  app.delete(
    '/finance/:year',
    {
      schema: {
        summary: 'Removes a year’s report and its PDF (admin); FY 2022 stays',
        security,
        params: ZYearParams,
        response: { 204: z.null(), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const actorId = actorOf(request);
      const { year } = request.params;
      if (year === FINANCE_FIXED_YEAR) throw fixedYear();
      await app.db.transaction(async (tx) => {
        if (!(await repo.remove(year, tx))) throw noReport(year);
        await audit.record({ actorId, action: 'finance.delete', target: `finance:${year}` }, tx);
      });
      cache.invalidate();
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/finance/:year/report.pdf',
    {
      schema: {
        summary: 'Uploads (or replaces) the PDF of a year’s report (admin): multipart, file part "pdf"',
        security,
        params: ZYearParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZFinanceAdminReport, ...REFUSALS, 413: ZErrorResponse, 415: ZErrorResponse },
      },
    },
    async (request) => {
      const actorId = actorOf(request);
      const { year } = request.params;
      // Read and checked before anything is written: a refused file changes nothing.
      const pdf = await readPdf(request);
      const row = await app.db.transaction(async (tx) => {
        if (!(await repo.setPdf(year, pdf, tx))) throw noReport(year);
        await audit.record(
          { actorId, action: 'finance.pdf', target: `finance:${year}`, details: { bytes: pdf.length } },
          tx,
        );
        return repo.findByYear(year, tx);
      });
      cache.invalidate();
      if (!row) throw noReport(year);
      return adminReport(row);
    },
  );

  app.delete(
    '/finance/:year/report.pdf',
    {
      schema: {
        summary: 'Removes the PDF of a year’s report (admin); the figures stay',
        security,
        params: ZYearParams,
        response: { 200: ZFinanceAdminReport, ...REFUSALS },
      },
    },
    async (request) => {
      const actorId = actorOf(request);
      const { year } = request.params;
      const row = await app.db.transaction(async (tx) => {
        if (!(await repo.setPdf(year, null, tx))) throw noReport(year);
        await audit.record({ actorId, action: 'finance.pdfDelete', target: `finance:${year}` }, tx);
        return repo.findByYear(year, tx);
      });
      cache.invalidate();
      if (!row) throw noReport(year);
      return adminReport(row);
    },
  );
};
