import { z } from 'zod';
import { IMAGE_TYPES } from './events.ts';
import { zBoundedString } from './validation/bounded-string.ts';
import { SLIDER_ALT_MAX, SLIDER_SORT_MAX } from './slider.ts';

// Issue messages are keys of the validation catalog, so the form can show them translated.
// Control characters have no place in an alternative text, and Postgres refuses NUL in text (a 500).
const zAlt = zBoundedString(SLIDER_ALT_MAX, { notText: 'mandatory' })
  .trim()
  .min(1, 'mandatory')
  .regex(/^\P{Cc}*$/u, 'valueInvalid');

/** The alternative texts of a slide in the three languages: the admin's form and the server check them alike. */
export const ZSliderAltTexts = z.object({ altEn: zAlt, altTa: zAlt, altSv: zAlt });
export type TSliderAltTexts = z.infer<typeof ZSliderAltTexts>;
export type TSliderAltField = keyof TSliderAltTexts;

/**
 * The board's form adding a slide: the alternative texts (what POST /api/admin/slider checks of the
 * form's fields) and the media type of the chosen picture, checked before the upload; the server
 * reads the picture itself.
 */
export const ZSliderUploadFields = ZSliderAltTexts.extend({
  picture: z.enum(IMAGE_TYPES, { error: (issue) => (issue.input === undefined ? 'mandatory' : 'valueInvalid') }),
});

/** PUT /api/admin/slider/:id: new alternative texts and position (lower first). */
export const ZSliderImageUpdate = ZSliderAltTexts.extend({
  sortOrder: z
    .number({ error: 'valueInvalid' })
    .int('valueInvalid')
    .min(0, 'valueInvalid')
    .max(SLIDER_SORT_MAX, 'valueInvalid'),
});
export type TSliderImageUpdate = z.infer<typeof ZSliderImageUpdate>;

/** One slide: the picture's hash names its files (/api/events/Image/<hash>.webp and <hash>-640.webp). */
export const ZSlide = z.object({
  id: z.number().int(),
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  smallWidth: z.number().int(),
  smallHeight: z.number().int(),
  alt: z.object({ en: z.string(), ta: z.string(), sv: z.string() }),
  sortOrder: z.number().int(),
});
export type TSlide = z.infer<typeof ZSlide>;

/** GET /api/admin/slider and the board's changes: the slides in the order they show. */
export const ZSliderAnswer = z.object({ slides: z.array(ZSlide) });
export type TSliderAnswer = z.infer<typeof ZSliderAnswer>;

/** A slide as the home page shows it: its alternative text in the page's language only. */
export const ZPublicSlide = ZSlide.omit({ alt: true }).extend({ alt: z.string() });
export type TPublicSlide = z.infer<typeof ZPublicSlide>;

/** GET /api/content/slider?lang=: the slides in the order they show, in one language. */
export const ZPublicSliderAnswer = z.object({ slides: z.array(ZPublicSlide) });
export type TPublicSliderAnswer = z.infer<typeof ZPublicSliderAnswer>;
