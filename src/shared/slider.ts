import type { TPublicSlide } from './slider.schema.ts';

/*
 * What the home page needs of the slider: plain constants and URLs, no zod, so the page's first
 * load stays small (scripts/bundle-check.ts). The schemas are in slider.schema.ts.
 */

/** Slides are shown in a box of this shape. */
export const SLIDER_WIDTH = 1916;
export const SLIDER_HEIGHT = 547;
/** The slider shows a new slide every 5 seconds. */
export const SLIDER_INTERVAL_MS = 5000;
/** An alternative text says what the picture shows in a sentence; more is not an alt text. */
export const SLIDER_ALT_MAX = 300;
export const SLIDER_SORT_MAX = 10_000;

const IMAGE_PATH = '/api/events/Image';

/** The server's phone-sized version of a picture (src/server/modules/images/derived-images.ts). */
const PHONE_WIDTH = 828;

/** The 640 px, phone-sized (828 px) and large WebP of a slide, as `srcset` lists them. */
export function slideSources(slide: Pick<TPublicSlide, 'hash' | 'width' | 'smallWidth'>) {
  const large = `${IMAGE_PATH}/${slide.hash}.webp`;
  // Each size only where it is narrower than the next: the same width twice would confuse srcset.
  const candidates = [
    slide.smallWidth < slide.width ? `${IMAGE_PATH}/${slide.hash}-640.webp ${slide.smallWidth}w` : null,
    PHONE_WIDTH < slide.width ? `${IMAGE_PATH}/${slide.hash}-828.webp ${PHONE_WIDTH}w` : null,
    `${large} ${slide.width}w`,
  ];
  return { src: large, srcSet: candidates.filter(Boolean).join(', ') };
}
