import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { sendManualReminders } from './renewal-reminders.ts';

/** POST /reminders (under /api/admin, role Admin): the board sends the renewal reminders now. */
export const remindersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.membership;

  app.post(
    '/reminders',
    {
      schema: {
        summary: 'Send renewal reminders now (once per family per day)',
        security: [{ bearer: [] }],
        response: { 200: z.object({ queued: z.number().int() }), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => ({ queued: await sendManualReminders(context, signedInUser(request).id) }),
  );
};
