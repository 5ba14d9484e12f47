import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNewsAdminBanner, type TBannerValues } from '../../../../../shared/news.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshNews } from './list-news.ts';

/** PUT /api/admin/news/banner (Bearer): the home page's banner, replaced whole. */
export function useSetBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TBannerValues) =>
      ZNewsAdminBanner.nullable().parse(
        await apiRequest('/api/admin/news/banner', { method: 'PUT', body: values, auth: true }),
      ),
    onSuccess: () => refreshNews(queryClient),
  });
}
