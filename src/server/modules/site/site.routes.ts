import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage } from '../../../shared/languages.ts';
import { isSitePageSlug, ZSitePage } from '../../../shared/site-pages.schema.ts';
import { sendJsonAnswer } from '../../http/json-answer.ts';
import { HttpError, ZErrorResponse } from '../../http/errors.ts';

const ZPageParams = z.object({ slug: z.string(), language: z.string() });

/** GET /api/content/pages/:slug/:language: a board-written page, rendered to safe HTML. */
export const sitePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pages } = app.contexts.site;

  app.get(
    '/pages/:slug/:language',
    {
      schema: {
        summary: 'A page the board writes (home introduction, about us, privacy policy, Diwali, election)',
        params: ZPageParams,
        response: { 200: ZSitePage, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { slug, language } = request.params;
      if (!isSitePageSlug(slug) || !isLanguage(language)) throw new HttpError(404, 'not_found', 'No such page.');
      return sendJsonAnswer(request, reply, await pages.publicPage(slug, language));
    },
  );
};
