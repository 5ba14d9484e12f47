import { eq, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { families, type TFamily, type TNewFamily } from '../../db/schema.ts';

export type TFamiliesRepo = ReturnType<typeof createFamiliesRepo>;

// Any constant works; it only has to be the same for every caller that numbers families.
const FAMILY_NUMBER_LOCK = 4_242_001;

/** Named queries on families; each takes an optional transaction to run inside. */
export function createFamiliesRepo(db: TDatabase) {
  return {
    async findById(id: number, tx: TExecutor = db): Promise<TFamily | undefined> {
      const [family] = await tx.select().from(families).where(eq(families.id, id));
      return family;
    },

    /** The row, locked until the transaction ends. */
    async lockById(id: number, tx: TExecutor): Promise<TFamily | undefined> {
      const [family] = await tx.select().from(families).where(eq(families.id, id)).for('update');
      return family;
    },

    async update(id: number, values: Partial<TNewFamily>, tx: TExecutor = db): Promise<void> {
      await tx.update(families).set(values).where(eq(families.id, id));
    },

    async findByNumber(number: number, tx: TExecutor = db): Promise<TFamily | undefined> {
      const [family] = await tx.select().from(families).where(eq(families.number, number));
      return family;
    },

    /**
     * The next free family number; run it in the transaction that inserts the family. The advisory
     * lock, held until that transaction ends, makes concurrent registrations take turns here, so two
     * of them never read the same max(number).
     */
    async nextNumber(tx: TExecutor = db): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(${FAMILY_NUMBER_LOCK})`);
      const [row] = await tx
        .select({ next: sql<number>`coalesce(max(${families.number}), 0)::int + 1` })
        .from(families);
      return row?.next ?? 1;
    },

    /** Many families in one statement (a register import), in the order given. */
    async insertMany(values: readonly TNewFamily[], tx: TExecutor = db): Promise<TFamily[]> {
      if (values.length === 0) return [];
      const inserted = await tx
        .insert(families)
        .values([...values])
        .returning();
      const byNumber = new Map(inserted.map((family) => [family.number, family]));
      return values.map((value) => byNumber.get(value.number) as TFamily);
    },

    async insert(values: TNewFamily, tx: TExecutor = db): Promise<TFamily> {
      const [family] = await tx.insert(families).values(values).returning();
      if (!family) throw new Error('insert into families returned no row');
      return family;
    },
  };
}
