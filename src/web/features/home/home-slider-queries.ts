import type { TSliderAnswer } from '../../../shared/slider.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const sliderKey = () => ['content', 'slider'] as const;

/** GET /api/content/slider (public). */
export function fetchSlider(signal?: AbortSignal): Promise<TSliderAnswer> {
  return apiRequest<TSliderAnswer>('/api/content/slider', { signal, showLoading: false });
}
