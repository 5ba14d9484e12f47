import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../../shared/languages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { newsListKey, newsListPath } from '../news-queries.ts';

/** GET /api/news: one page of the published news, in the reader's language (or its fallback). */
export function useNewsList(page: number) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useQuery({
    queryKey: newsListKey(language, page),
    queryFn: ({ signal }) => apiRequest(newsListPath(language, page), 'ZNewsList', { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
