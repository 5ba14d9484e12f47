import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage, type TLanguage } from '../../../../shared/languages.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { newsPostKey, newsPostPath } from '../news-queries.ts';

/** GET /api/news/posts/{slug}: the post in the reader's language (or its fallback); null when there is none. */
export const newsPostQuery = (language: TLanguage, slug: string) =>
  queryOptions({
    queryKey: newsPostKey(language, slug),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(newsPostPath(language, slug), 'ZNewsPost', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useNewsPost(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...newsPostQuery(toLanguage(i18n.language), slug), retry: false });
}
