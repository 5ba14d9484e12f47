import { asc, count, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { boardMembers, images } from '../../db/schema.ts';

export type TBoardRow = {
  id: number;
  financialYear: number;
  nameEn: string;
  nameTa: string;
  position: string;
  portraitHash: string | null;
};

export function createBoardRepo(db: TDatabase) {
  return {
    async listAll(): Promise<TBoardRow[]> {
      return db
        .select({
          id: boardMembers.id,
          financialYear: boardMembers.financialYear,
          nameEn: boardMembers.nameEn,
          nameTa: boardMembers.nameTa,
          position: boardMembers.position,
          portraitHash: images.hash,
        })
        .from(boardMembers)
        .leftJoin(images, eq(images.id, boardMembers.portraitId))
        .orderBy(desc(boardMembers.financialYear), asc(boardMembers.sortOrder), asc(boardMembers.id));
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(boardMembers);
      return row?.value ?? 0;
    },

    async insert(values: typeof boardMembers.$inferInsert): Promise<void> {
      await db.insert(boardMembers).values(values);
    },
  };
}
