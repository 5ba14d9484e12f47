import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZContactInboxEntry } from '../../../shared/contact.schema.ts';
import { parseRowId } from '../../../shared/row-id.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { contactInbox, markContactHandled } from './contact.service.ts';

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });

/** /api/admin/contact-messages: the board's inbox of contact messages; every route needs role Admin. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.contact;

  app.get(
    '/contact-messages',
    {
      schema: {
        summary: 'Contact messages, newest first',
        security,
        response: { 200: z.array(ZContactInboxEntry), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => contactInbox(context),
  );

  app.post(
    '/contact-messages/:id/handled',
    {
      schema: {
        summary: 'Mark a contact message handled (audit-logged)',
        security,
        params: ZIdParams,
        response: { 204: z.null(), 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await markContactHandled(context, parseRowId(request.params.id), signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
