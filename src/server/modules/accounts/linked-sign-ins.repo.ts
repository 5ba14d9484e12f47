import { and, asc, eq } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { linkedSignIns } from '../../db/schema.ts';

type TIdentity = { provider: string; subject: string };

/** External sign-ins linked to accounts: one account per provider identity. */
export function createLinkedSignInsRepo(db: TDatabase) {
  return {
    async findByIdentity(identity: TIdentity, tx: TExecutor = db) {
      const [row] = await tx
        .select()
        .from(linkedSignIns)
        .where(and(eq(linkedSignIns.provider, identity.provider), eq(linkedSignIns.subject, identity.subject)));
      return row;
    },

    listForUser(userId: number, tx: TExecutor = db) {
      return tx
        .select()
        .from(linkedSignIns)
        .where(eq(linkedSignIns.userId, userId))
        .orderBy(asc(linkedSignIns.provider), asc(linkedSignIns.id));
    },

    /** False when the identity is linked already (to this or another account): nothing is written. */
    async insert(
      input: TIdentity & { userId: number; providerEmail: string | null },
      tx: TExecutor = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(linkedSignIns)
        .values(input)
        .onConflictDoNothing({ target: [linkedSignIns.provider, linkedSignIns.subject] })
        .returning({ id: linkedSignIns.id });
      return rows.length > 0;
    },

    /** Removes the member's links of one provider; the rows removed. */
    removeProvider(userId: number, provider: string, tx: TExecutor = db) {
      return tx
        .delete(linkedSignIns)
        .where(and(eq(linkedSignIns.userId, userId), eq(linkedSignIns.provider, provider)))
        .returning();
    },

    /** Removes one identity from the account it is linked to (an undo); the rows removed. */
    removeIdentity(userId: number, identity: TIdentity, tx: TExecutor = db) {
      return tx
        .delete(linkedSignIns)
        .where(
          and(
            eq(linkedSignIns.userId, userId),
            eq(linkedSignIns.provider, identity.provider),
            eq(linkedSignIns.subject, identity.subject),
          ),
        )
        .returning();
    },
  };
}

export type TLinkedSignInsRepo = ReturnType<typeof createLinkedSignInsRepo>;
