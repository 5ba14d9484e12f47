import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TSliderAnswer } from '../../../../../shared/slider.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const SLIDER_IMAGES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'slider'] as const;
/** The home page's own key for the public slides (features never import each other, so it is repeated). */
const PUBLIC_SLIDER_QUERY_KEY = ['content', 'slider'] as const;

/** GET /api/admin/slider (Bearer): the slides in the order they show. */
export function useSliderImages() {
  return useQuery({
    queryKey: SLIDER_IMAGES_QUERY_KEY,
    queryFn: () => apiRequest('/api/admin/slider', 'ZSliderAnswer', { auth: true, showLoading: false }),
    retry: false,
  });
}

/** Every change answers the new list: show it, and let the home page fetch its slides again. */
export async function applySliderAnswer(queryClient: QueryClient, answer: TSliderAnswer): Promise<void> {
  queryClient.setQueryData(SLIDER_IMAGES_QUERY_KEY, answer);
  await queryClient.invalidateQueries({ queryKey: PUBLIC_SLIDER_QUERY_KEY });
}
