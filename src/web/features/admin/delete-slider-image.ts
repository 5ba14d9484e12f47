import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSliderAnswer } from '../../../shared/slider.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { applySliderAnswer } from './list-slider-images.ts';

/** DELETE /api/admin/slider/:id (Bearer): the slide goes; its picture stays stored. */
export function useDeleteSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<TSliderAnswer>(`/api/admin/slider/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: (answer) => applySliderAnswer(queryClient, answer),
  });
}
