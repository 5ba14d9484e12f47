import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSliderImageUpdate } from '../../../../../shared/slider.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { applySliderAnswer } from './get-slider-images.ts';

/** PUT /api/admin/slider/:id (Bearer): new alternative texts and position of a slide. */
export function useUpdateSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TSliderImageUpdate }) =>
      apiRequest(`/api/admin/slider/${id}`, 'ZSliderAnswer', { method: 'PUT', body: change, auth: true }),
    onSuccess: (answer) => applySliderAnswer(queryClient, answer),
  });
}
