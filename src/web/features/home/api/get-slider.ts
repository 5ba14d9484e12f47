import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const sliderKey = () => ['content', 'slider'] as const;

/** GET /api/content/slider (public); / has it in its HTML already (home-slider-prefetch.ts). */
export function useSlider() {
  return useQuery({
    queryKey: sliderKey(),
    queryFn: ({ signal }) => apiRequest('/api/content/slider', 'ZSliderAnswer', { signal, showLoading: false }),
    retry: false,
  });
}
