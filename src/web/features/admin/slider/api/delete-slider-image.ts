import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { applySliderAnswer } from './get-slider-images.ts';

const answer = () => import('../../../../../shared/slider.schema.ts').then((schemas) => schemas.ZSliderAnswer);

/** DELETE /api/admin/slider/:id (Bearer): the slide goes; its picture stays stored. */
export function useDeleteSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/admin/slider/${id}`, answer, { method: 'DELETE', auth: true }),
    onSuccess: (answer) => applySliderAnswer(queryClient, answer),
  });
}
