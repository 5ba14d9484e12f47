import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage, type TLanguage } from '../../../../shared/languages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { newsListKey, newsListPath } from '../news-queries.ts';

/** GET /api/news: one page of the published news, in the reader's language (or its fallback). */
export const newsListQuery = (language: TLanguage, page: number) =>
  queryOptions({
    queryKey: newsListKey(language, page),
    queryFn: ({ signal }) => apiRequest(newsListPath(language, page), 'ZNewsList', { signal }),
  });

export function useNewsList(page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    ...newsListQuery(toLanguage(i18n.language), page),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
