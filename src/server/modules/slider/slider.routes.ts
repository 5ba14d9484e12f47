import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLanguageQuery } from '../../../shared/language-schema.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { ZPublicSliderAnswer } from '../../../shared/slider.schema.ts';
import { sendJsonAnswer } from '../../http/json-answer.ts';
import { publicSlidesAnswer } from './slider.service.ts';

/**
 * GET /slider?lang= (under /api/content): the home page's slides for everyone, each with its
 * alternative text in the page's language, cached in the process. The board's routes
 * (slider.admin-routes.ts) share the module's context, so every change clears these answers.
 */
export const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.slider;

  app.get(
    '/slider',
    {
      schema: {
        summary: 'The home page slides in the order they show, in one language',
        querystring: ZLanguageQuery,
        response: { 200: ZPublicSliderAnswer },
      },
    },
    async (request, reply) =>
      sendJsonAnswer(request, reply, await publicSlidesAnswer(context, toLanguage(request.query.lang))),
  );
};
