import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLanguageQuery } from '../../../shared/language-schema.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { NEWS_SLUG_PATTERN, ZNewsHome, ZNewsList, ZNewsPost } from '../../../shared/news.schema.ts';
import { sendJsonAnswer, toJsonAnswer } from '../../http/json-answer.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { postNotFound, publicHome, publicList, publicPost, type TNewsContext } from './news.service.ts';

type TNewsRoutesOptions = { cache: TTtlCache; clock: () => Date };

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
export const newsRoutes: FastifyPluginAsyncZod<TNewsRoutesOptions> = async (app, options) => {
  const context: TNewsContext = { db: app.db, cache: options.cache, clock: options.clock };
  const { cache } = options;

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
      const language = toLanguage(request.query.lang);
      const page = request.query.page ?? 1;
      const answer = await cache.get(`json:list:${language}:${page}`, async () =>
        toJsonAnswer(ZNewsList, await publicList(context, language, page)),
      );
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
      const language = toLanguage(request.query.lang);
      const answer = await cache.get(`json:home:${language}`, async () =>
        toJsonAnswer(ZNewsHome, await publicHome(context, language)),
      );
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
      const language = toLanguage(request.query.lang);
      const answer = await cache.get(`json:post:${slug}:${language}`, async () => {
        const post = await publicPost(context, language, slug);
        return post && toJsonAnswer(ZNewsPost, post);
      });
      if (!answer) throw postNotFound();
      void reply.header('cache-control', 'no-cache');
      return sendJsonAnswer(request, reply, answer);
    },
  );
};
