import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from './list-news.ts';

/** DELETE /api/admin/news/banner (Bearer): no banner on the home page any more. */
export function useClearBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/api/admin/news/banner', { method: 'DELETE', auth: true }),
    onSuccess: () => refreshNews(queryClient),
  });
}
