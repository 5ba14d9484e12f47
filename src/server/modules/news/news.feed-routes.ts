import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAssociation } from '../../../shared/association.ts';
import { ZLanguageQuery } from '../../../shared/language-schema.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { atomFeed } from './news-feed.ts';
import { feedRows, type TNewsContext } from './news.service.ts';

type TNewsFeedOptions = { cache: TTtlCache; clock: () => Date; association: TAssociation };

/** A feed reader needs no more than the latest posts. */
const FEED_ENTRIES = 30;

/** /news.xml?lang=ta|en|sv: the Atom feed of the visible posts (Tamil unless asked otherwise). */
export const newsFeedRoutes: FastifyPluginAsyncZod<TNewsFeedOptions> = async (app, options) => {
  const context: TNewsContext = { db: app.db, cache: options.cache, clock: options.clock };

  app.get(
    '',
    {
      schema: {
        summary: 'The Atom feed of the news in one language',
        querystring: ZLanguageQuery,
      },
    },
    async (request, reply) => {
      const language = toLanguage(request.query.lang);
      const xml = await options.cache.get(`feed:${language}`, async () =>
        atomFeed({
          language,
          publicUrl: app.config.publicUrl,
          siteName: options.association.name[language],
          rows: await feedRows(context, FEED_ENTRIES),
          now: context.clock(),
        }),
      );
      return reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=60').send(xml);
    },
  );
};
