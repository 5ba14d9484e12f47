import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '../../http/errors.ts';
import { countPageView } from './analytics.service.ts';

const ZPageViewRequest = z.object({ path: z.string().min(1).max(300) });

/** Global Privacy Control (Sec-GPC) or the older Do Not Track: the browser asks not to be counted. */
function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['sec-gpc'] === '1' || headers.dnt === '1';
}

/**
 * /api/analytics: the browser reports a page view, only after the visitor accepted analytical
 * cookies. What is kept is the route pattern and the hour: no cookie, address, user or browser.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.analytics;

  app.post(
    '/page-view',
    {
      bodyLimit: 1024,
      // The request log would otherwise keep each counted visit with the visitor's address.
      logLevel: 'warn',
      schema: {
        summary: 'Count one page view (anonymous; nothing is stored when the browser sends Sec-GPC: 1 or DNT: 1)',
        body: ZPageViewRequest,
        response: { 204: z.null(), 400: ZErrorResponse, 413: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await countPageView(context, request.body.path, optedOut(request.headers));
      return reply.code(204).send(null);
    },
  );
};
