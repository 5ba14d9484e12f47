import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from '../news-query-keys.ts';

/** DELETE /api/admin/news/:id (Bearer). */
export function useDeleteNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/admin/news/${id}`, 'ZNoContent', { method: 'DELETE', auth: true }),
    onSuccess: () => refreshNews(queryClient),
  });
}
