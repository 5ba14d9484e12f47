import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../../shared/languages.ts';
import type { TNewsList } from '../../../../shared/news.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { newsListKey, newsListPath } from '../news-queries.ts';

/** GET /api/news: one page of the published news, in the reader's language (or its fallback). */
export function useListNews(page: number) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useQuery({
    queryKey: newsListKey(language, page),
    queryFn: async ({ signal }) => {
      // Loaded with the call: the server's HTML already carries the first answer, so the page's own
      // start needs no schema code.
      const { ZNewsList } = await import('../../../../shared/news.schema.ts');
      return ZNewsList.parse(await apiRequest(newsListPath(language, page), { signal })) as TNewsList;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}
