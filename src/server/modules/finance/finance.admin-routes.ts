import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FINANCE_PDF_MAX_BYTES, looksLikePdf } from '../../../shared/finance.ts';
import { FINANCE_LIMITS, ZFinanceAdminReport, ZFinanceFigures } from '../../../shared/finance.schema.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, REFUSALS, UPLOAD_REFUSALS, ZErrorResponse } from '../../http/errors.ts';
import { fileTooLarge, readUploadForm } from '../../http/multipart-form.ts';
import { adminReports, removeReport, saveFigures, setReportPdf } from './finance.service.ts';

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

function actorOf(request: FastifyRequest): number {
  return signedInUser(request).id;
}

/**
 * The one file part `pdf` of a multipart body, at most FINANCE_PDF_MAX_BYTES (busboy stops reading
 * beyond it), and a PDF by its first bytes whatever its name or declared type says.
 */
async function readPdf(request: FastifyRequest): Promise<Buffer> {
  const { file } = await readUploadForm(request, 'the report', {
    file: 'pdf',
    maxBytes: FINANCE_PDF_MAX_BYTES,
    tooLarge: () => fileTooLarge('pdf_too_large', 'A report', FINANCE_PDF_MAX_BYTES),
    fields: 5,
    fieldSize: 256,
  });
  if (!file) throw new HttpError(400, 'pdf_missing', 'Choose the PDF of the report (file part "pdf").');
  if (!looksLikePdf(file.bytes)) throw new HttpError(400, 'invalid_pdf', 'The report must be a PDF file.');
  return file.bytes;
}

/**
 * /api/admin/finance: the yearly reports as admins keep them. Every change is audit-logged in its
 * transaction and clears the public answers' cache after the commit.
 */
export const financeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // A file over the limit is cut short and refused by readPdf with its own message.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.finance;

  app.get(
    '/finance',
    {
      schema: {
        summary: 'Every finance report, published or not (admin)',
        security,
        response: { 200: z.array(ZFinanceAdminReport), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => adminReports(context),
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
    async (request) => saveFigures(context, actorOf(request), request.params.year, request.body),
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
      await removeReport(context, actorOf(request), request.params.year);
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
        response: { 200: ZFinanceAdminReport, ...REFUSALS, ...UPLOAD_REFUSALS },
      },
    },
    async (request) => {
      const actorId = actorOf(request);
      // Read and checked before anything is written: a refused file changes nothing.
      const pdf = await readPdf(request);
      return setReportPdf(context, actorId, request.params.year, pdf);
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
    async (request) => setReportPdf(context, actorOf(request), request.params.year, null),
  );
};
