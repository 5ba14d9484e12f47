import { asc, count, eq, max } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { images, sliderImages } from '../../db/schema.ts';
import type { TSlide } from '../../../shared/slider.schema.ts';

export type TSliderRepo = ReturnType<typeof createSliderRepo>;
export type TNewSlide = typeof sliderImages.$inferInsert;
export type TSlideChange = Pick<TNewSlide, 'altEn' | 'altTa' | 'altSv' | 'sortOrder'>;

/** Named queries on the home page's slides; each slide shows one stored picture. */
export function createSliderRepo(db: TDatabase) {
  return {
    /** In the order they show: by position, then the oldest first. */
    async listAll(tx: TExecutor = db): Promise<TSlide[]> {
      const rows = await tx
        .select({
          id: sliderImages.id,
          hash: images.hash,
          width: images.width,
          height: images.height,
          smallWidth: images.smallWidth,
          smallHeight: images.smallHeight,
          altEn: sliderImages.altEn,
          altTa: sliderImages.altTa,
          altSv: sliderImages.altSv,
          sortOrder: sliderImages.sortOrder,
        })
        .from(sliderImages)
        .innerJoin(images, eq(images.id, sliderImages.imageId))
        .orderBy(asc(sliderImages.sortOrder), asc(sliderImages.id));
      return rows.map(({ altEn, altTa, altSv, ...slide }) => ({ ...slide, alt: { en: altEn, ta: altTa, sv: altSv } }));
    },

    async countAll(tx: TExecutor = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(sliderImages);
      return row?.value ?? 0;
    },

    /** The position after the last slide: a new slide goes to the end. */
    async nextSortOrder(tx: TExecutor = db): Promise<number> {
      const [row] = await tx.select({ value: max(sliderImages.sortOrder) }).from(sliderImages);
      return row?.value == null ? 0 : row.value + 1;
    },

    async insert(values: TNewSlide, tx: TExecutor = db): Promise<number> {
      const [row] = await tx.insert(sliderImages).values(values).returning({ id: sliderImages.id });
      if (!row) throw new Error('inserting a slide returned no row');
      return row.id;
    },

    /** Answers whether the slide existed. */
    async update(id: number, values: TSlideChange, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(sliderImages)
        .set(values)
        .where(eq(sliderImages.id, id))
        .returning({ id: sliderImages.id });
      return rows.length > 0;
    },

    /**
     * Removes the slide only: its picture stays stored, because the same picture (same hash) may
     * also be an event's, and a picture's URL must keep working for pages already cached.
     */
    async remove(id: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx.delete(sliderImages).where(eq(sliderImages.id, id)).returning({ id: sliderImages.id });
      return rows.length > 0;
    },
  };
}
