import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNewsAdminPost, type TNewsPostValues } from '../../../../../shared/news.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from './list-news.ts';

/** POST /api/admin/news (Bearer): a new post; the picture travels as a data URL. */
export function useCreateNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TNewsPostValues) =>
      ZNewsAdminPost.parse(await apiRequest('/api/admin/news', { method: 'POST', body: values, auth: true })),
    onSuccess: () => refreshNews(queryClient),
  });
}
