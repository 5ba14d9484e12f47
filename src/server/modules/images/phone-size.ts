import sharp from 'sharp';

/**
 * A third size between the stored 640 px and 1920 px WebPs, for pictures that span a phone's screen
 * (the home slider: a 412 px wide phone at 1.75 device pixels wants about 720 px, a
 * larger phone about 828). It is made from the large version when first asked for and kept in memory, so no
 * migration or re-upload is needed and old pictures have it too.
 */
export const PHONE_WIDTH = 828;

/** Enough for every slide and event picture a page shows; older entries are dropped first. */
const KEPT = 64;
const made = new Map<string, Promise<Buffer>>();

export function phoneSizedImage(hash: string, large: Buffer): Promise<Buffer> {
  const kept = made.get(hash);
  if (kept) {
    // Map order is insertion order: moving the entry to the end makes the map a least-recently-used list.
    made.delete(hash);
    made.set(hash, kept);
    return kept;
  }
  const making = sharp(large).resize({ width: PHONE_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
  made.set(hash, making);
  // A picture that fails to resize is not kept: the next request tries again.
  making.catch(() => made.delete(hash));
  if (made.size > KEPT) made.delete(made.keys().next().value!);
  return making;
}
