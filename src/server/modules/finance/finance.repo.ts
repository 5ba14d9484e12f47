import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { financeReports } from '../../db/schema.ts';

export type TFinanceRow = {
  year: number;
  incomeSek: number;
  expenseSek: number;
  resultSek: number;
  published: boolean;
  /** Size of the stored PDF, null without one; the bytes themselves are read only to be sent. */
  pdfBytes: number | null;
};

export type TFinanceFiguresValues = Pick<TFinanceRow, 'incomeSek' | 'expenseSek' | 'resultSek' | 'published'>;

const columns = {
  year: financeReports.year,
  incomeSek: financeReports.incomeSek,
  expenseSek: financeReports.expenseSek,
  resultSek: financeReports.resultSek,
  published: financeReports.published,
  pdfBytes: sql<number | null>`octet_length(${financeReports.pdf})`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  ),
};

/** Named queries on the yearly finance reports (one row per financial year). */
export type TFinanceRepo = ReturnType<typeof createFinanceRepo>;

export function createFinanceRepo(db: TDatabase) {
  return {
    /** Newest year first. */
    async listAll(tx: TExecutor = db): Promise<TFinanceRow[]> {
      return tx.select(columns).from(financeReports).orderBy(desc(financeReports.year));
    },

    async findByYear(year: number, tx: TExecutor = db): Promise<TFinanceRow | undefined> {
      const [row] = await tx.select(columns).from(financeReports).where(eq(financeReports.year, year));
      return row;
    },

    /** Inserts the year or replaces its figures; the PDF stays. */
    async upsertFigures(year: number, values: TFinanceFiguresValues, tx: TExecutor = db): Promise<TFinanceRow> {
      await tx
        .insert(financeReports)
        .values({ year, ...values })
        .onConflictDoUpdate({ target: financeReports.year, set: values });
      const row = await this.findByYear(year, tx);
      if (!row) throw new Error(`finance report ${year} vanished while it was being saved`);
      return row;
    },

    /** False when the year has no report. */
    async setPdf(year: number, pdf: Buffer | null, tx: TExecutor = db): Promise<boolean> {
      const changed = await tx
        .update(financeReports)
        .set({ pdf })
        .where(eq(financeReports.year, year))
        .returning({ year: financeReports.year });
      return changed.length > 0;
    },

    /** The PDF of a published year, or undefined. */
    async findPublishedPdf(year: number, tx: TExecutor = db): Promise<Buffer | undefined> {
      const [row] = await tx
        .select({ pdf: financeReports.pdf })
        .from(financeReports)
        .where(and(eq(financeReports.year, year), eq(financeReports.published, true)));
      return row?.pdf ?? undefined;
    },

    /** Adds a published year unless that year has a row already (whatever its figures). */
    async insertPublishedIfMissing(
      figures: { year: number } & Omit<TFinanceFiguresValues, 'published'>,
      tx: TExecutor = db,
    ) {
      await tx
        .insert(financeReports)
        .values({ ...figures, published: true })
        .onConflictDoNothing({ target: financeReports.year });
    },

    async remove(year: number, tx: TExecutor = db): Promise<boolean> {
      const removed = await tx
        .delete(financeReports)
        .where(eq(financeReports.year, year))
        .returning({ year: financeReports.year });
      return removed.length > 0;
    },
  };
}
