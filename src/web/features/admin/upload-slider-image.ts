import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSliderAltTexts, TSliderAnswer } from '../../../shared/slider.schema.ts';
import { ApiError } from '../../lib/api-client.ts';
import { readStorage } from '../../lib/browser-storage.ts';
import { trackRequest } from '../../lib/request-tracker.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { applySliderAnswer } from './list-slider-images.ts';

export type TSliderUpload = TSliderAltTexts & { picture: File };

const PATH = '/api/admin/slider';

/** POST /api/admin/slider as multipart/form-data (Bearer): the picture goes as a file, with its alternative texts. */
async function uploadSliderImage(values: TSliderUpload): Promise<TSliderAnswer> {
  const form = new FormData();
  form.append('altEn', values.altEn);
  form.append('altTa', values.altTa);
  form.append('altSv', values.altSv);
  form.append('picture', values.picture, values.picture.name);
  const token = readStorage(STORAGE_KEYS.accessToken);
  const run = async () => {
    const response = await fetch(PATH, {
      method: 'POST',
      // No content-type: the browser writes multipart/form-data with its boundary.
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
      credentials: 'same-origin',
    });
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    const data: unknown = isJson ? await response.json() : await response.text();
    if (!response.ok) throw new ApiError(response.status, data, PATH);
    return data as TSliderAnswer;
  };
  return trackRequest(run());
}

export function useUploadSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSliderImage,
    onSuccess: (answer) => applySliderAnswer(queryClient, answer),
  });
}
