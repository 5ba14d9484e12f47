import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLanguageQuery } from '../../../shared/language-schema.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { NEWS_SLUG_PATTERN, ZNewsHome, ZNewsList, ZNewsPost } from '../../../shared/news.schema.ts';
import { sendJsonAnswer } from '../../http/json-answer.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { newsHomeAnswer, newsListAnswer, newsPostAnswer } from './news-answers.service.ts';
import { postNotFound } from './news.service.ts';
const MAX_PAGE = 10_000;

const ZListQuery = ZLanguageQuery.extend({
  page: z
    .string()
    .regex(/^\d{1,5}$/, 'valueInvalid')
    .transform(Number)
    .refine((page) => page >= 1 && page <= MAX_PAGE, 'valueInvalid')
    .optional(),
});
const ZSlugParams = z.object({ slug: z.string() });

/**
 * /api/news: what visitors read, in the language they ask for (lang, else Tamil) with the fallback
 * of pickLanguage. Answers are kept in the shared cache for a few seconds at most, so a scheduled
 * post appears about when its time comes and another instance's change shows soon.
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.news;

  app.get(
    '',
    {
      schema: {
        summary: 'Published news, newest first, one page at a time',
        querystring: ZListQuery,
        response: { 200: ZNewsList, 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const answer = await newsListAnswer(context, toLanguage(request.query.lang), request.query.page ?? 1);
      void reply.header('cache-control', 'no-cache');
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.get(
    '/home',
    {
      schema: {
        summary: "The home page's latest news and its upcoming-event banner (null when none shows)",
        querystring: ZLanguageQuery,
        response: { 200: ZNewsHome },
      },
    },
    async (request, reply) => {
      const answer = await newsHomeAnswer(context, toLanguage(request.query.lang));
      void reply.header('cache-control', 'no-cache');
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.get(
    '/posts/:slug',
    {
      schema: {
        summary: 'One published post by its address',
        params: ZSlugParams,
        querystring: ZLanguageQuery,
        response: { 200: ZNewsPost, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (slug.length > 100 || !NEWS_SLUG_PATTERN.test(slug)) throw postNotFound();
      const answer = await newsPostAnswer(context, toLanguage(request.query.lang), slug);
      void reply.header('cache-control', 'no-cache');
      return sendJsonAnswer(request, reply, answer);
    },
  );
};
