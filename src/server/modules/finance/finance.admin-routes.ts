import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FINANCE_PDF_MAX_BYTES, looksLikePdf } from '../../../shared/finance.ts';
import { FINANCE_LIMITS, ZFinanceAdminReport, ZFinanceFigures } from '../../../shared/finance.schema.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse } from '../../http/errors.ts';
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
const REFUSALS = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

const pdfTooLarge = () =>
  new HttpError(413, 'pdf_too_large', `A report may be at most ${FINANCE_PDF_MAX_BYTES / 1024 / 1024} MB.`, {
    megabytes: FINANCE_PDF_MAX_BYTES / 1024 / 1024,
  });

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
        response: { 200: ZFinanceAdminReport, ...REFUSALS, 413: ZErrorResponse, 415: ZErrorResponse },
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
