import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { applySliderAnswer } from './get-slider-images.ts';

/** DELETE /api/admin/slider/:id (Bearer): the slide goes; its picture stays stored. */
export function useDeleteSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/slider/${id}`, 'ZSliderAnswer', { method: 'DELETE', auth: true }),
    onSuccess: (answer) => applySliderAnswer(queryClient, answer),
  });
}
