import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNewsPostValues } from '../../../../../shared/news.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from '../news-query-keys.ts';

/** PUT /api/admin/news/:id (Bearer): the post's new contents (a picture left out is kept). */
export function useUpdateNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: TNewsPostValues }) =>
      apiRequest(`/api/admin/news/${id}`, 'ZNewsAdminPost', { method: 'PUT', body: values, auth: true }),
    onSuccess: () => refreshNews(queryClient),
  });
}
