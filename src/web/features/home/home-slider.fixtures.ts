import type { TPublicSlide } from '../../../shared/slider.schema.ts';

/** Three slides as the API answers them in English; each hash names its picture. */
export const TEST_SLIDES: TPublicSlide[] = ['a', 'b', 'c'].map((letter, index) => ({
  id: index + 1,
  hash: letter.repeat(64),
  width: 1916,
  height: 547,
  smallWidth: 640,
  smallHeight: 183,
  alt: `Kolam ${letter} in English`,
  sortOrder: index,
}));
