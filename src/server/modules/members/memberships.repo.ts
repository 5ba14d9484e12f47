import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TMembershipStatus } from '../../../shared/member-values.ts';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { memberships, type TMembership, type TNewMembership } from '../../db/schema.ts';

export type TMembershipsRepo = ReturnType<typeof createMembershipsRepo>;

/** Named queries on memberships; each takes an optional transaction to run inside. */
export function createMembershipsRepo(db: TDatabase) {
  return {
    async listByUser(userId: number, tx: TExecutor = db): Promise<TMembership[]> {
      return tx.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(desc(memberships.year));
    },

    async lockById(id: number, tx: TExecutor): Promise<TMembership | undefined> {
      const [membership] = await tx.select().from(memberships).where(eq(memberships.id, id)).for('update');
      return membership;
    },

    /** Decides the Pending memberships of these users; approval also records who and when. */
    async decidePending(
      userIds: readonly number[],
      decision: Exclude<TMembershipStatus, 'Pending'>,
      actorId: number,
      tx: TExecutor = db,
    ): Promise<TMembership[]> {
      if (userIds.length === 0) return [];
      const approval = decision === 'Approved' ? { approvedAt: sql`now()`, approvedBy: actorId } : {};
      return tx
        .update(memberships)
        .set({ status: decision, ...approval })
        .where(and(inArray(memberships.userId, [...userIds]), eq(memberships.status, 'Pending')))
        .returning();
    },

    async approve(id: number, actorId: number, tx: TExecutor = db): Promise<void> {
      await tx
        .update(memberships)
        .set({ status: 'Approved', approvedAt: sql`now()`, approvedBy: actorId })
        .where(eq(memberships.id, id));
    },

    async insertMany(values: TNewMembership[], tx: TExecutor = db): Promise<TMembership[]> {
      if (values.length === 0) return [];
      return tx.insert(memberships).values(values).returning();
    },
  };
}
