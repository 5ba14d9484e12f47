import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FINANCE_LIMITS } from '../../../shared/finance.schema.ts';
import {
  STATEMENT_MAX_BYTES,
  ZAssignLine,
  ZColumnMapping,
  ZConfirmAnswer,
  ZFinanceDraftAnswer,
  ZReminderAnswer,
  ZStatementImportResult,
  ZStatementLines,
  ZYearFigures,
} from '../../../shared/statements.schema.ts';
import { HttpError, REFUSALS, UPLOAD_REFUSALS, ZErrorResponse } from '../../http/errors.ts';
import { fileTooLarge, readMappingField, readUploadForm } from '../../http/multipart-form.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { importStatement } from './statements-import.service.ts';
import { assignLine, confirmLines, statementLines, undoLine } from './statements.service.ts';
import { closeYear, sendReminders, startFinanceDraft, yearCsv, yearFigures } from './statements-year.service.ts';

const security = [{ bearer: [] }];
const ZYearParams = z.object({ year: z.coerce.number().int().min(FINANCE_LIMITS.yearMin).max(FINANCE_LIMITS.yearMax) });
const ZLineParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The multipart body of an import: the file part `statement` (busboy stops reading it at
 * STATEMENT_MAX_BYTES, so nothing larger is held) and, for a CSV whose columns were not
 * recognised, the field `mapping` (JSON) the board chose.
 */
async function readStatementForm(request: FastifyRequest) {
  const { file, fields } = await readUploadForm(request, 'the statement', {
    file: 'statement',
    maxBytes: STATEMENT_MAX_BYTES,
    tooLarge: () => fileTooLarge('statement_too_large', 'A statement file', STATEMENT_MAX_BYTES),
    fields: 2,
    fieldSize: 1024,
  });
  if (!file) throw new HttpError(400, 'statement_missing', 'Choose the statement file (file part "statement").');
  return { file, mapping: readMappingField(fields.mapping, ZColumnMapping) };
}

/** /api/admin/statements: the treasurer's bank and Swish statements, matched to what families owe. */
export const statementsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // A file over the limit is cut short and refused by readStatementForm with its own message.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.statements;
  const actor = (request: FastifyRequest) => signedInUser(request).id;

  app.post(
    '/statements/import',
    {
      schema: {
        summary: 'Imports a bank or Swish statement (CSV or camt.053): multipart, file part "statement" (admin)',
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: ZStatementImportResult,
          ...REFUSALS,
          ...UPLOAD_REFUSALS,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const actorId = actor(request);
      const { file, mapping } = await readStatementForm(request);
      return importStatement(context, actorId, file, mapping);
    },
  );

  app.get(
    '/statements/lines',
    {
      schema: {
        summary: 'Open statement lines with their matches, and the confirmed lines of a year (admin)',
        security,
        querystring: z.object({ year: ZYearParams.shape.year }),
        response: { 200: ZStatementLines, ...REFUSALS },
      },
    },
    async (request) => statementLines(context, request.query.year),
  );

  app.post(
    '/statements/confirm-certain',
    {
      schema: {
        summary: 'Confirms every certain match at once (admin)',
        security,
        response: { 200: ZConfirmAnswer, ...REFUSALS },
      },
    },
    async (request) => confirmLines(context, actor(request), null),
  );

  app.post(
    '/statements/lines/:id/confirm',
    {
      schema: {
        summary: 'Confirms one line’s match, certain or suggested (admin)',
        security,
        params: ZLineParams,
        response: { 200: ZConfirmAnswer, ...REFUSALS },
      },
    },
    async (request) => confirmLines(context, actor(request), request.params.id),
  );

  app.post(
    '/statements/lines/:id/assign',
    {
      schema: {
        summary: 'Puts a line on a family by hand, or on a category not about members (admin)',
        security,
        params: ZLineParams,
        body: ZAssignLine,
        response: { 204: z.null(), ...REFUSALS },
      },
    },
    async (request, reply) => {
      await assignLine(context, actor(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/statements/lines/:id/undo',
    {
      schema: {
        summary: 'Takes a confirmation back until the year is closed (admin)',
        security,
        params: ZLineParams,
        response: { 204: z.null(), ...REFUSALS },
      },
    },
    async (request, reply) => {
      await undoLine(context, actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/statements/years/:year',
    {
      schema: {
        summary: 'The year in figures (admin)',
        security,
        params: ZYearParams,
        response: { 200: ZYearFigures, ...REFUSALS },
      },
    },
    async (request) => yearFigures(context, request.params.year),
  );

  app.get(
    '/statements/years/:year/lines.csv',
    {
      schema: {
        summary: 'The year’s statement lines as CSV for the accountant (admin)',
        security,
        params: ZYearParams,
      },
    },
    async (request, reply) => {
      const csv = await yearCsv(context, request.params.year);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-lines-${request.params.year}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/statements/years/:year/reminders',
    {
      schema: {
        summary: 'Mails a reminder to every family that still owes (admin)',
        security,
        params: ZYearParams,
        response: { 200: ZReminderAnswer, ...REFUSALS },
      },
    },
    async (request) => sendReminders(context, actor(request), request.params.year),
  );

  app.post(
    '/statements/years/:year/close',
    {
      schema: {
        summary: 'Closes a financial year: no more confirming or undoing (admin)',
        security,
        params: ZYearParams,
        response: { 200: ZYearFigures, ...REFUSALS },
      },
    },
    async (request) => closeYear(context, actor(request), request.params.year),
  );

  app.post(
    '/statements/years/:year/finance-draft',
    {
      schema: {
        summary: 'Starts the year’s finance report draft from its figures (admin)',
        security,
        params: ZYearParams,
        response: { 200: ZFinanceDraftAnswer, ...REFUSALS },
      },
    },
    async (request) => startFinanceDraft(context, actor(request), request.params.year),
  );
};
