import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ZNewsAdminAnswer } from '../../../../../shared/news.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../use-admin-data.ts';

export const ADMIN_NEWS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'news'] as const;
/** The public pages' own key (features never import each other, so it is repeated). */
const PUBLIC_NEWS_QUERY_KEY = ['news'] as const;

/** GET /api/admin/news (Bearer): every post, drafts and scheduled ones too, and the banner. */
export function useListNews() {
  return useQuery({
    queryKey: ADMIN_NEWS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      ZNewsAdminAnswer.parse(await apiRequest('/api/admin/news', { auth: true, showLoading: false, signal })),
    retry: false,
  });
}

/** After a change: the tab and the public news pages (and the home page) read again. */
export async function refreshNews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_NEWS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_NEWS_QUERY_KEY }),
  ]);
}
