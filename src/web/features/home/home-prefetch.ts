import type { TRoutePrefetch } from '../../lib/server-prefetch.ts';
import { prefetchSitePage } from '../../lib/site-pages.ts';
import { prefetchHomeSlider } from './home-slider-prefetch.ts';
import { newsHomeKey, newsHomePath } from './home-news-queries.ts';

/** Server only (docs/decisions/0003): / arrives with its slides, the board's introduction, latest news and banner in the HTML. */
export const prefetchHome: TRoutePrefetch = async (queryClient, params, context) => {
  const [head] = await Promise.all([
    prefetchHomeSlider(queryClient, params, context),
    prefetchSitePage('home')(queryClient, params, context),
    context.fetchApi(newsHomePath(context.language)).then((answer) => {
      if (answer.status === 200) queryClient.setQueryData(newsHomeKey(context.language), answer.data);
    }),
  ]);
  return head;
};
