import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZContactInboxEntry, type TContactInboxEntry } from '../../../shared/contact.schema.ts';
import { parseRowId } from '../../../shared/row-id.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse } from '../../http/errors.ts';
import { createAuditRepo } from '../audit/index.ts';
import { createContactRepo } from './contact.repo.ts';

const INBOX_LIMIT = 200;
const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const noSuchMessage = () => new HttpError(404, 'not_found', 'No such contact message.');

/** /api/admin/contact-messages: the board's inbox of contact messages; every route needs role Admin. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const repo = createContactRepo(app.db);

  app.get(
    '/contact-messages',
    {
      schema: {
        summary: 'Contact messages, newest first',
        security,
        response: { 200: z.array(ZContactInboxEntry), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (): Promise<TContactInboxEntry[]> => {
      const rows = await repo.listLatest(INBOX_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        fullName: row.fullName,
        email: row.email,
        subject: row.subject,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        handled: row.handledAt !== null,
        handledAt: row.handledAt?.toISOString() ?? null,
      }));
    },
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
      const actorId = signedInUser(request).id;
      const id = parseRowId(request.params.id);
      if (id === null) throw noSuchMessage();
      await app.db.transaction(async (tx) => {
        if (!(await repo.exists(id, tx))) throw noSuchMessage();
        // Marking twice is fine (a double click): only the first is recorded.
        if (await repo.markHandled(id, actorId, tx)) {
          await createAuditRepo(app.db).record({ actorId, action: 'contact.handled', target: `contact:${id}` }, tx);
        }
      });
      return reply.code(204).send(null);
    },
  );
};
