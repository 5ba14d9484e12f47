import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZActivityList, ZActivityPublic } from '../../../shared/activities.schema.ts';
import { parseRowId } from '../../../shared/row-id.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { publicActivities, publicActivity } from './activities.service.ts';
import { activityNotFound } from './activity-read.ts';

const ZIdParams = z.object({ id: z.string() });

/**
 * /api/activities: the published weekly activities as everyone may read them (no leaders, no enrolled
 * people). Answers come from the module's cache, which every change clears.
 */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.activities;

  app.get(
    '',
    { schema: { summary: 'The published weekly activities', response: { 200: ZActivityList } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return publicActivities(context);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One published weekly activity',
        params: ZIdParams,
        response: { 200: ZActivityPublic, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const id = parseRowId(request.params.id);
      if (id === null) throw activityNotFound();
      void reply.header('cache-control', 'no-cache');
      return publicActivity(context, id);
    },
  );
};
