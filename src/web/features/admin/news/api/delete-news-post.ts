import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from './list-news.ts';

/** DELETE /api/admin/news/:id (Bearer). */
export function useDeleteNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/api/admin/news/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: () => refreshNews(queryClient),
  });
}
