import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLanguageQuery } from '../../../shared/language-schema.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { ZPublicSliderAnswer } from '../../../shared/slider.schema.ts';
import { sendJsonAnswer, toJsonAnswer } from '../../http/json-answer.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { publicSlides, type TSliderContext } from './slider.service.ts';

/**
 * GET /slider?lang= (under /api/content): the home page's slides for everyone, each with its
 * alternative text in the page's language, cached in the process. The board's routes
 * (slider.admin-routes.ts) get the same cache, so every change clears these answers.
 */
export const sliderRoutes: FastifyPluginAsyncZod<{ cache: TTtlCache }> = async (app, options) => {
  const context: TSliderContext = { db: app.db, cache: options.cache };

  app.get(
    '/slider',
    {
      schema: {
        summary: 'The home page slides in the order they show, in one language',
        querystring: ZLanguageQuery,
        response: { 200: ZPublicSliderAnswer },
      },
    },
    async (request, reply) => {
      const language = toLanguage(request.query.lang);
      // Serialized once per cache fill: every visit to / reads it (npm run bench).
      const answer = await context.cache.get(`json:public:${language}`, async () =>
        toJsonAnswer(ZPublicSliderAnswer, await publicSlides(context, language)),
      );
      return sendJsonAnswer(request, reply, answer);
    },
  );
};
