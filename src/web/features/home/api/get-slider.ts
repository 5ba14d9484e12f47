import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '../../../../shared/languages.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The slides of one language; the board's changes refresh every language's (['content', 'slider']). */
export const sliderKey = (language: TLanguage) => ['content', 'slider', language] as const;

export const sliderPath = (language: TLanguage) => `/api/content/slider?lang=${language}`;

/** GET /api/content/slider?lang= (public); / has it in its HTML already (its loader, app/page-loaders.ts). */
export const sliderQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: sliderKey(language),
    queryFn: ({ signal }) => apiRequest(sliderPath(language), 'ZPublicSliderAnswer', { signal, showLoading: false }),
  });

export function useSlider(language: TLanguage) {
  return useQuery({
    ...sliderQuery(language),
    // After a change of language the same pictures stay on screen until their new texts arrive.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
