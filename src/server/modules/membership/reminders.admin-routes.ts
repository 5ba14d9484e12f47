import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAssociation } from '../../../shared/association.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { createAuditRepo } from '../audit/index.ts';
import { sendManualReminders } from './renewal-reminders.ts';

type TOptions = { association: TAssociation; clock: () => Date };

/** POST /reminders (under /api/admin, role Admin): the board sends the renewal reminders now. */
export const remindersAdminRoutes: FastifyPluginAsyncZod<TOptions> = async (app, options) => {
  app.addHook('onRequest', requireAdmin);
  app.post(
    '/reminders',
    {
      schema: {
        summary: 'Send renewal reminders now (once per family per day)',
        security: [{ bearer: [] }],
        response: { 200: z.object({ queued: z.number().int() }), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => {
      const now = options.clock();
      const queued = await sendManualReminders({
        db: app.db,
        association: options.association,
        publicUrl: app.config.publicUrl,
        now,
      });
      if (request.user) {
        await createAuditRepo(app.db).record({
          actorId: request.user.id,
          action: 'reminders.send',
          target: 'renewal',
          details: { queued },
        });
      }
      return { queued };
    },
  );
};
