import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSliderAnswer } from '../../../shared/slider.schema.ts';
import { sendJsonAnswer, toJsonAnswer } from '../../http/json-answer.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { publicSlides, type TSliderContext } from './slider.service.ts';

/**
 * GET /slider (under /api/content): the home page's slides for everyone, cached in the process. The
 * board's routes (slider.admin-routes.ts) get the same cache, so every change clears this answer.
 */
export const sliderRoutes: FastifyPluginAsyncZod<{ cache: TTtlCache }> = async (app, options) => {
  const context: TSliderContext = { db: app.db, cache: options.cache };

  app.get(
    '/slider',
    { schema: { summary: 'The home page slides in the order they show', response: { 200: ZSliderAnswer } } },
    async (request, reply) => {
      // Serialized once per cache fill: every visit to / reads it (npm run bench).
      const answer = await context.cache.get('json:public', async () =>
        toJsonAnswer(ZSliderAnswer, await publicSlides(context)),
      );
      return sendJsonAnswer(request, reply, answer);
    },
  );
};
