import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../../shared/languages.ts';
import type { TNewsHome } from '../../../../shared/news.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { newsHomeKey, newsHomePath } from '../home-news-queries.ts';

/**
 * GET /api/news/home: the latest posts and the upcoming-event banner. The server decides whether
 * the banner shows (its clock, the banner's last day in Stockholm) and embeds that answer in the
 * page, so the browser hydrates with the same decision and nothing moves.
 */
export function useGetNewsHome() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useQuery({
    queryKey: newsHomeKey(language),
    queryFn: async ({ signal }): Promise<TNewsHome> => {
      // Loaded with the call only: the server's HTML carries the first answer, so the home page's
      // start needs no schema code.
      const { ZNewsHome } = await import('../../../../shared/news.schema.ts');
      return ZNewsHome.parse(await apiRequest(newsHomePath(language), { signal, showLoading: false }));
    },
    retry: false,
  });
}
