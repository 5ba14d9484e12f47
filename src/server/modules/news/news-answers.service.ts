import type { TLanguage } from '../../../shared/languages.ts';
import { ZNewsHome, ZNewsList, ZNewsPost } from '../../../shared/news.schema.ts';
import { toJsonAnswer, type TJsonAnswer } from '../../http/json-answer.ts';
import { atomFeed } from './news-feed.ts';
import { feedRows, postNotFound, publicHome, publicList, publicPost, type TNewsContext } from './news.service.ts';

// What visitors read, serialized once per cache fill. Entries live a few seconds at most, so a
// scheduled post appears about when its time comes and another instance's change shows soon.

/** A feed reader needs no more than the latest posts. */
const FEED_ENTRIES = 30;

export async function newsListAnswer(context: TNewsContext, language: TLanguage, page: number): Promise<TJsonAnswer> {
  return context.cache.get(`json:list:${language}:${page}`, async () =>
    toJsonAnswer(ZNewsList, await publicList(context, language, page)),
  );
}

export async function newsHomeAnswer(context: TNewsContext, language: TLanguage): Promise<TJsonAnswer> {
  return context.cache.get(`json:home:${language}`, async () =>
    toJsonAnswer(ZNewsHome, await publicHome(context, language)),
  );
}

/** A visible post; a draft, a scheduled post and a made-up slug are all 404. */
export async function newsPostAnswer(context: TNewsContext, language: TLanguage, slug: string): Promise<TJsonAnswer> {
  const answer = await context.cache.get(`json:post:${slug}:${language}`, async () => {
    const post = await publicPost(context, language, slug);
    return post && toJsonAnswer(ZNewsPost, post);
  });
  if (!answer) throw postNotFound();
  return answer;
}

/** The Atom feed of the visible posts in one language. */
export async function newsFeed(context: TNewsContext, language: TLanguage): Promise<string> {
  return context.cache.get(`feed:${language}`, async () =>
    atomFeed({
      language,
      publicUrl: context.publicUrl,
      siteName: context.association.name[language],
      rows: await feedRows(context, FEED_ENTRIES),
      now: context.clock(),
    }),
  );
}
