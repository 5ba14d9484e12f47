import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNewsAdminPost, type TNewsPostValues } from '../../../../../shared/news.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from './list-news.ts';

/** PUT /api/admin/news/:id (Bearer): the post's new contents (a picture left out is kept). */
export function useUpdateNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: number; values: TNewsPostValues }) =>
      ZNewsAdminPost.parse(await apiRequest(`/api/admin/news/${id}`, { method: 'PUT', body: values, auth: true })),
    onSuccess: () => refreshNews(queryClient),
  });
}
