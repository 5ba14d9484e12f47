import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_NEWS_QUERY_KEY } from '../news-query-keys.ts';

/** GET /api/admin/news (Bearer): every post, drafts and scheduled ones too, and the banner; the server fills it for the content section. */
export const adminNewsQuery = () =>
  queryOptions({
    queryKey: ADMIN_NEWS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/news', 'ZNewsAdminAnswer', { auth: true, showLoading: false, signal }),
  });

export function useNewsList() {
  return useQuery({ ...adminNewsQuery(), retry: false });
}
