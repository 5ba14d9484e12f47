import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type TContactRepo = ReturnType<typeof createContactRepo>;

export type TNewContactMessage = { fullName: string; email: string; subject: string; message: string };

/** Named queries on contact_messages: the form stores, the board reads and marks handled. */
export function createContactRepo(db: TDatabase) {
  return {
    async insert(values: TNewContactMessage, tx: TExecutor = db): Promise<number> {
      const [row] = await tx.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message was not stored');
      return row.id;
    },

    /** Newest first. */
    async listLatest(limit: number, tx: TExecutor = db) {
      return tx
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },

    async exists(id: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
      return rows.length > 0;
    },

    /** True when this call marked it; false when it was handled already (or does not exist). */
    async markHandled(id: number, actorId: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(contactMessages)
        .set({ handledAt: sql`now()`, handledBy: actorId })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}
