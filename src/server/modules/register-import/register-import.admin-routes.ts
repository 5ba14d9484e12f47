import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZRegisterImportList,
  ZRegisterImportResult,
  ZRegisterPreview,
} from '../../../shared/register-import.schema.ts';
import { REFUSALS, UPLOAD_REFUSALS } from '../../http/errors.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { importRegister, previewRegister } from './register-import.service.ts';
import { importChoice, readRegisterForm } from './register-upload-form.ts';
import { listImports, undoImport } from './register-undo.service.ts';

const security = [{ bearer: [] }];

/** /api/admin/register-imports: the association's existing register, read, checked and imported by the board. */
export const registerImportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // A file over the limit is cut short and refused by readRegisterForm with its own message.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.registerImport;

  app.get(
    '/register-imports',
    {
      schema: {
        summary: 'The register imports, newest first, and whether each can be undone (admin)',
        security,
        response: { 200: ZRegisterImportList, ...REFUSALS },
      },
    },
    async () => listImports(context),
  );

  app.post(
    '/register-imports/preview',
    {
      schema: {
        summary:
          'Reads a register (CSV or .xlsx, file part "register") and lists every row\'s problems; writes nothing (admin)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: ZRegisterPreview, ...REFUSALS, ...UPLOAD_REFUSALS },
      },
    },
    async (request) => {
      const form = await readRegisterForm(request);
      return previewRegister(context, form.upload, form.mapping);
    },
  );

  app.post(
    '/register-imports',
    {
      schema: {
        summary: 'Imports the good households of a register with fields year and language (admin)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: ZRegisterImportResult, ...UPLOAD_REFUSALS },
      },
    },
    async (request) => {
      const actorId = signedInUser(request).id;
      const form = await readRegisterForm(request);
      return importRegister(context, actorId, form.upload, form.mapping, importChoice(form.fields));
    },
  );

  app.post(
    '/register-imports/:id/undo',
    {
      schema: {
        summary: 'Undoes an import as a whole while nobody it made has signed in (admin)',
        security,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 204: z.null(), ...REFUSALS },
      },
    },
    async (request, reply) => {
      await undoImport(context, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
