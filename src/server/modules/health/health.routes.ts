import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './health.service.ts';

const ZHealthy = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const ZUnhealthy = z.object({ status: z.literal('error'), db: z.literal('unavailable') });

/** GET /health (under /api): up only when the database answers a real query. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.health;

  app.get(
    '/health',
    { schema: { summary: 'Liveness and database check', response: { 200: ZHealthy, 503: ZUnhealthy } } },
    async (request, reply) => {
      try {
        await checkDatabase(context);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database query failed');
        return reply.code(503).send({ status: 'error', db: 'unavailable' });
      }
    },
  );
};
