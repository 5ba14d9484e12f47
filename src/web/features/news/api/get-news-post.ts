import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../../shared/languages.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { newsPostKey, newsPostPath } from '../news-queries.ts';

/** GET /api/news/posts/{slug}: the post in the reader's language (or its fallback); null when there is none. */
export function useNewsPost(slug: string) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useQuery({
    queryKey: newsPostKey(language, slug),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(newsPostPath(language, slug), 'ZNewsPost', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}
