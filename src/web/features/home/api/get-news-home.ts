import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../../shared/languages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { newsHomeKey, newsHomePath } from '../home-news-queries.ts';

/**
 * GET /api/news/home: the latest posts and the upcoming-event banner. The server decides whether
 * the banner shows (its clock, the banner's last day in Stockholm) and embeds that answer in the
 * page, so the browser hydrates with the same decision and nothing moves.
 */
export function useNewsHome() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useQuery({
    queryKey: newsHomeKey(language),
    queryFn: ({ signal }) => apiRequest(newsHomePath(language), 'ZNewsHome', { signal, showLoading: false }),
    retry: false,
  });
}
