import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLanguageQuery } from '../../../shared/language-schema.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { newsFeed } from './news-answers.service.ts';

/** /news.xml?lang=ta|en|sv: the Atom feed of the visible posts (Tamil unless asked otherwise). */
export const newsFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.news;

  app.get(
    '',
    {
      schema: {
        summary: 'The Atom feed of the news in one language',
        querystring: ZLanguageQuery,
      },
    },
    async (request, reply) => {
      const xml = await newsFeed(context, toLanguage(request.query.lang));
      return reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=60').send(xml);
    },
  );
};
