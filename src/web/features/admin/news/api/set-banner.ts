import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBannerValues } from '../../../../../shared/news.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from '../news-query-keys.ts';

/** PUT /api/admin/news/banner (Bearer): the home page's banner, replaced whole. */
export function useSetBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TBannerValues) =>
      apiRequest('/api/admin/news/banner', 'ZNewsAdminBannerAnswer', { method: 'PUT', body: values, auth: true }),
    onSuccess: () => refreshNews(queryClient),
  });
}
