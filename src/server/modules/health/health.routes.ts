import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHealthRepo } from './health.repo.ts';

const HEALTH_TIMEOUT_MS = 3000;

const ZHealthy = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const ZUnhealthy = z.object({ status: z.literal('error'), db: z.literal('unavailable') });

/** GET /health (under /api): up only when the database answers a real query. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createHealthRepo(app.db);
  app.get(
    '/health',
    { schema: { summary: 'Liveness and database check', response: { 200: ZHealthy, 503: ZUnhealthy } } },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      // A database that accepts connections but does not answer must not hang the check itself.
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), HEALTH_TIMEOUT_MS);
      });
      try {
        await Promise.race([repo.ping(), timeout]);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database query failed');
        return reply.code(503).send({ status: 'error', db: 'unavailable' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
