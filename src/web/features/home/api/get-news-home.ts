import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage, type TLanguage } from '../../../../shared/languages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { newsHomeKey, newsHomePath } from '../home-news-queries.ts';

/**
 * GET /api/news/home: the latest posts and the upcoming-event banner. The server decides whether
 * the banner shows (its clock, the banner's last day in Stockholm) and embeds that answer in the
 * page, so the browser hydrates with the same decision and nothing moves.
 */
export const newsHomeQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: newsHomeKey(language),
    queryFn: ({ signal }) => apiRequest(newsHomePath(language), 'ZNewsHome', { signal, showLoading: false }),
  });

export function useNewsHome() {
  const { i18n } = useTranslation();
  return useQuery({ ...newsHomeQuery(toLanguage(i18n.language)), retry: false });
}
