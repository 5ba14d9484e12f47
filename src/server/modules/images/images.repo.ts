import { eq } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { images } from '../../db/schema.ts';
import type { TProcessedImage } from './image-pipeline.ts';

export type TImagesRepo = ReturnType<typeof createImagesRepo>;

export type TImageRef = { id: number; hash: string };

/** Named queries on the stored pictures; an image is found by the hash of its large WebP. */
export function createImagesRepo(db: TDatabase) {
  return {
    /** Stores the picture unless the same one is there already (same hash); answers the stored row either way. */
    async save(image: TProcessedImage, tx: TExecutor = db): Promise<TImageRef> {
      const [inserted] = await tx
        .insert(images)
        .values(image)
        .onConflictDoNothing({ target: images.hash })
        .returning({ id: images.id, hash: images.hash });
      if (inserted) return inserted;
      const [existing] = await tx
        .select({ id: images.id, hash: images.hash })
        .from(images)
        .where(eq(images.hash, image.hash));
      if (!existing) throw new Error(`image ${image.hash} vanished while it was being saved`);
      return existing;
    },

    async findRefByHash(hash: string, tx: TExecutor = db): Promise<TImageRef | undefined> {
      const [row] = await tx.select({ id: images.id, hash: images.hash }).from(images).where(eq(images.hash, hash));
      return row;
    },

    /** The bytes of one version only: the other may be several hundred kilobytes more. */
    async findData(hash: string, size: 'large' | 'small', tx: TExecutor = db): Promise<Buffer | undefined> {
      const column = size === 'small' ? images.smallData : images.data;
      const [row] = await tx.select({ data: column }).from(images).where(eq(images.hash, hash));
      return row?.data;
    },
  };
}
