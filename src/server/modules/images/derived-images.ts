import sharp from 'sharp';

/**
 * Versions of a stored picture that are not stored: each is made from the large WebP when first
 * asked for and kept in memory, so no migration or re-upload is needed and old pictures have them too.
 *
 * - `phone`: an 828 px WebP between the stored 640 px and 1920 px ones, for pictures that span a
 *   phone's screen (the home slider: a 412 px wide phone at 1.75 device pixels wants about 720 px).
 * - `smallAvif`: the 640 px size as AVIF, for the event cards. It is under half the bytes of the
 *   640 px WebP at the same look, and the first card's picture is the largest thing a phone shows
 *   on the events page. Browsers without AVIF take the WebP (a `<picture>` source).
 */
export type TDerivedImage = 'phone' | 'smallAvif';

export const PHONE_WIDTH = 828;
const SMALL_AVIF_WIDTH = 640;

const MAKE: Record<TDerivedImage, (large: Buffer) => Promise<Buffer>> = {
  phone: (large) =>
    sharp(large).resize({ width: PHONE_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
  smallAvif: (large) =>
    sharp(large).resize({ width: SMALL_AVIF_WIDTH, withoutEnlargement: true }).avif({ quality: 40 }).toBuffer(),
};

/** Enough for every slide and event picture a page shows, in both kinds; older entries are dropped first. */
const KEPT = 128;
const made = new Map<string, Promise<Buffer>>();

export function derivedImage(hash: string, kind: TDerivedImage, large: Buffer): Promise<Buffer> {
  const key = `${hash}:${kind}`;
  const kept = made.get(key);
  if (kept) {
    // Map order is insertion order: moving the entry to the end makes the map a least-recently-used list.
    made.delete(key);
    made.set(key, kept);
    return kept;
  }
  const making = MAKE[kind](large);
  made.set(key, making);
  // A picture that fails to convert is not kept: the next request tries again.
  making.catch(() => made.delete(key));
  if (made.size > KEPT) made.delete(made.keys().next().value!);
  return making;
}
