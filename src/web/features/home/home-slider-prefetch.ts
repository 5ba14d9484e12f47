import type { TPublicSliderAnswer } from '../../../shared/slider.schema.ts';
import { slideSources } from '../../../shared/slider.ts';
import type { TRoutePrefetch } from '../../lib/server-prefetch.ts';
import { HOME_SLIDER_SIZES } from './home-slider-sizes.ts';
import { sliderKey, sliderPath } from './api/get-slider.ts';

/**
 * Server only (docs/decisions/0003): / arrives with its first slide in the HTML, and the head
 * preloads that picture with the same srcset and sizes as the <img>, so the browser picks the same
 * file for both: the largest picture of the page starts loading with the document.
 */
export const prefetchHomeSlider: TRoutePrefetch = async (queryClient, _params, { fetchApi, language }) => {
  const answer = await fetchApi(sliderPath(language));
  if (answer.status !== 200) return;
  const data = answer.data as TPublicSliderAnswer;
  queryClient.setQueryData(sliderKey(language), data);
  const first = data.slides[0];
  if (!first) return;
  return { preloadImage: { srcSet: slideSources(first).srcSet, sizes: HOME_SLIDER_SIZES } };
};
