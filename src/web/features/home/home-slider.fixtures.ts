import type { TSlide } from '../../../shared/slider.schema.ts';

/** Three slides as the API answers them; each hash names its picture. */
export const TEST_SLIDES: TSlide[] = ['a', 'b', 'c'].map((letter, index) => ({
  id: index + 1,
  hash: letter.repeat(64),
  width: 1916,
  height: 547,
  smallWidth: 640,
  smallHeight: 183,
  alt: { en: `Kolam ${letter} in English`, ta: `கோலம் ${letter}`, sv: `Kolam ${letter} på svenska` },
  sortOrder: index,
}));
