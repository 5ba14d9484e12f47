import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSliderAltTexts, TSliderAnswer } from '../../../../../shared/slider.schema.ts';
import { sendFormData } from '../../../../lib/send-form-data.ts';
import { applySliderAnswer } from './get-slider-images.ts';

export type TSliderUpload = TSliderAltTexts & { picture: File };

const PATH = '/api/admin/slider';
/** POST /api/admin/slider as multipart/form-data (Bearer): the picture goes as a file, with its alternative texts. */
async function uploadSliderImage(values: TSliderUpload): Promise<TSliderAnswer> {
  const form = new FormData();
  form.append('altEn', values.altEn);
  form.append('altTa', values.altTa);
  form.append('altSv', values.altSv);
  form.append('picture', values.picture, values.picture.name);
  return sendFormData(PATH, 'POST', form, 'ZSliderAnswer');
}

export function useUploadSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSliderImage,
    onSuccess: (answer) => applySliderAnswer(queryClient, answer),
  });
}
