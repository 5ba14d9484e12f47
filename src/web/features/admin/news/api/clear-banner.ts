import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from '../news-query-keys.ts';

/** DELETE /api/admin/news/banner (Bearer): no banner on the home page any more. */
export function useClearBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/admin/news/banner', 'ZNoContent', { method: 'DELETE', auth: true }),
    onSuccess: () => refreshNews(queryClient),
  });
}
