import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { families, registerImports, users, type TRegisterImport } from '../../db/schema.ts';
import type { TRegisterMapping } from '../../../shared/register-import.schema.ts';

export type TRegisterImportRepo = ReturnType<typeof createRegisterImportRepo>;

type TNewImport = {
  fileName: string;
  year: number;
  importedBy: number;
  headerSignature: string;
  columnMapping: TRegisterMapping;
};

/** The register imports, and what undoing one removes: the families it made and their people. */
export function createRegisterImportRepo(db: TDatabase) {
  const familiesOf = (importId: number) =>
    db.select({ id: families.id }).from(families).where(eq(families.importId, importId));

  return {
    async insert(values: TNewImport, tx: TExecutor = db): Promise<TRegisterImport> {
      const [row] = await tx
        .insert(registerImports)
        .values({ ...values, familyCount: 0, personCount: 0 })
        .returning();
      if (!row) throw new Error('insert into register_imports returned no row');
      return row;
    },

    async setCounts(id: number, familyCount: number, personCount: number, tx: TExecutor = db): Promise<void> {
      await tx.update(registerImports).set({ familyCount, personCount }).where(eq(registerImports.id, id));
    },

    /** The columns the board chose the last time a file with this header was imported. */
    async mappingFor(signature: string, tx: TExecutor = db): Promise<TRegisterMapping | undefined> {
      const [row] = await tx
        .select({ mapping: registerImports.columnMapping })
        .from(registerImports)
        .where(and(eq(registerImports.headerSignature, signature), isNotNull(registerImports.columnMapping)))
        .orderBy(desc(registerImports.id))
        .limit(1);
      return row?.mapping ?? undefined;
    },

    /** Newest first, with whether anyone it made has signed in or activated an account. */
    async list(tx: TExecutor = db) {
      const used = tx
        .select({ importId: families.importId })
        .from(users)
        .innerJoin(families, eq(users.familyId, families.id))
        .where(and(isNotNull(families.importId), or(isNotNull(users.lastLogin), isNotNull(users.activatedAt))));
      return tx
        .select({
          id: registerImports.id,
          fileName: registerImports.fileName,
          year: registerImports.year,
          familyCount: registerImports.familyCount,
          personCount: registerImports.personCount,
          createdAt: registerImports.createdAt,
          undoneAt: registerImports.undoneAt,
          inUse: sql<boolean>`${registerImports.id} in (${used})`,
        })
        .from(registerImports)
        .orderBy(desc(registerImports.id));
    },

    async lockById(id: number, tx: TExecutor): Promise<TRegisterImport | undefined> {
      const [row] = await tx.select().from(registerImports).where(eq(registerImports.id, id)).for('update');
      return row;
    },

    /** The people the import made, locked: a sign-in that would start now waits for the undo. */
    async lockPeople(importId: number, tx: TExecutor) {
      return tx
        .select({ id: users.id, givenId: users.givenId, lastLogin: users.lastLogin, activatedAt: users.activatedAt })
        .from(users)
        .where(inArray(users.familyId, familiesOf(importId)))
        .for('update');
    },

    /** Removes the families and their people (memberships and codes go with them). */
    async deleteFamilies(importId: number, tx: TExecutor): Promise<void> {
      await tx.delete(users).where(inArray(users.familyId, familiesOf(importId)));
      await tx.delete(families).where(eq(families.importId, importId));
    },

    async markUndone(id: number, at: Date, tx: TExecutor): Promise<void> {
      await tx.update(registerImports).set({ undoneAt: at }).where(eq(registerImports.id, id));
    },
  };
}
