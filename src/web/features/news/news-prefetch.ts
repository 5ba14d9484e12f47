import { eventImageUrl } from '../../../shared/events.ts';
import type { TNewsPost } from '../../../shared/news.schema.ts';
import type { TRoutePrefetch } from '../../lib/server-prefetch.ts';
import { newsListKey, newsListPath, newsPostKey, newsPostPath, pageFromParam } from './news-queries.ts';

/*
 * Server only (docs/decisions/0003): /news and /news/{slug} arrive with their data in the HTML, and
 * a post's page with its own title, description and picture for link previews.
 */

export const prefetchNewsList: TRoutePrefetch = async (queryClient, params, { fetchApi, language }) => {
  const page = pageFromParam(params.page);
  const answer = await fetchApi(newsListPath(language, page));
  if (answer.status === 200) queryClient.setQueryData(newsListKey(language, page), answer.data);
};

export const prefetchNewsPost: TRoutePrefetch = async (queryClient, params, { fetchApi, language }) => {
  const slug = params.slug ?? '';
  const answer = await fetchApi(newsPostPath(language, slug));
  if (answer.status === 404) {
    queryClient.setQueryData(newsPostKey(language, slug), null);
    return;
  }
  if (answer.status !== 200) return;
  const post = answer.data as TNewsPost;
  queryClient.setQueryData(newsPostKey(language, slug), post);
  return {
    title: post.title,
    description: post.summary,
    ogType: 'article',
    image: post.picture ? eventImageUrl(post.picture) : undefined,
  };
};
