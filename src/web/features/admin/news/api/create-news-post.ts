import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNewsPostValues } from '../../../../../shared/news.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from '../news-query-keys.ts';

/** POST /api/admin/news (Bearer): a new post; the picture travels as a data URL. */
export function useCreateNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TNewsPostValues) =>
      apiRequest('/api/admin/news', 'ZNewsAdminPost', { method: 'POST', body: values, auth: true }),
    onSuccess: () => refreshNews(queryClient),
  });
}
