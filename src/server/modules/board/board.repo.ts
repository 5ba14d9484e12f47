import { asc, count, desc, eq } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { boardMembers, images } from '../../db/schema.ts';

export type TBoardRow = {
  id: number;
  financialYear: number;
  nameEn: string;
  nameTa: string;
  position: string;
  sortOrder: number;
  portraitHash: string | null;
};

export type TBoardValues = Omit<typeof boardMembers.$inferInsert, 'id' | 'createdAt'>;

export type TBoardRepo = ReturnType<typeof createBoardRepo>;

export function createBoardRepo(db: TDatabase) {
  const rows = (tx: TExecutor) =>
    tx
      .select({
        id: boardMembers.id,
        financialYear: boardMembers.financialYear,
        nameEn: boardMembers.nameEn,
        nameTa: boardMembers.nameTa,
        position: boardMembers.position,
        sortOrder: boardMembers.sortOrder,
        portraitHash: images.hash,
      })
      .from(boardMembers)
      .leftJoin(images, eq(images.id, boardMembers.portraitId));

  return {
    /** Newest year first, then the board's own order. */
    async listAll(tx: TExecutor = db): Promise<TBoardRow[]> {
      return rows(tx).orderBy(desc(boardMembers.financialYear), asc(boardMembers.sortOrder), asc(boardMembers.id));
    },

    async findById(id: number, tx: TExecutor = db): Promise<TBoardRow | undefined> {
      const [row] = await rows(tx).where(eq(boardMembers.id, id));
      return row;
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(boardMembers);
      return row?.value ?? 0;
    },

    async insert(values: TBoardValues, tx: TExecutor = db): Promise<number> {
      const [row] = await tx.insert(boardMembers).values(values).returning({ id: boardMembers.id });
      if (!row) throw new Error('the board member was not inserted');
      return row.id;
    },

    /** False when there is no such member. */
    async update(id: number, values: Partial<TBoardValues>, tx: TExecutor = db): Promise<boolean> {
      const changed = await tx
        .update(boardMembers)
        .set(values)
        .where(eq(boardMembers.id, id))
        .returning({ id: boardMembers.id });
      return changed.length > 0;
    },

    /** False when there was no such member. */
    async remove(id: number, tx: TExecutor = db): Promise<boolean> {
      const removed = await tx.delete(boardMembers).where(eq(boardMembers.id, id)).returning({ id: boardMembers.id });
      return removed.length > 0;
    },
  };
}
