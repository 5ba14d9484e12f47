import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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

    /** Every membership of these people, oldest year first. */
    async listByUsers(userIds: readonly number[], tx: TExecutor = db): Promise<TMembership[]> {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(memberships)
        .where(inArray(memberships.userId, [...userIds]))
        .orderBy(asc(memberships.year), asc(memberships.id));
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

    /** Takes back an approval (a payment confirmed by mistake): the request waits again. */
    async reopen(ids: readonly number[], tx: TExecutor = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(memberships)
        .set({ status: 'Pending', approvedAt: null, approvedBy: null })
        .where(and(inArray(memberships.id, [...ids]), eq(memberships.status, 'Approved')));
    },

    async approve(id: number, actorId: number, tx: TExecutor = db): Promise<void> {
      await tx
        .update(memberships)
        .set({ status: 'Approved', approvedAt: sql`now()`, approvedBy: actorId })
        .where(eq(memberships.id, id));
    },

    /**
     * Records a membership paid in cash, approved at once; a pending one of that year is approved.
     * Answers undefined when the person is already an approved member that year.
     */
    async approveCash(
      values: { userId: number; year: number; amountSek: number; approvedAt: Date; approvedBy: number },
      tx: TExecutor = db,
    ): Promise<{ id: number } | undefined> {
      const { amountSek, approvedAt, approvedBy } = values;
      const [row] = await tx
        .insert(memberships)
        .values({ ...values, status: 'Approved', paymentMethod: 'cash' })
        .onConflictDoUpdate({
          target: [memberships.userId, memberships.year],
          set: { status: 'Approved', amountSek, paymentMethod: 'cash', approvedAt, approvedBy },
          setWhere: sql`${memberships.status} <> 'Approved'`,
        })
        .returning({ id: memberships.id });
      return row;
    },

    /** These people's memberships of one year, locked until the transaction ends. */
    async lockForYear(userIds: readonly number[], year: number, tx: TExecutor): Promise<TMembership[]> {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(memberships)
        .where(and(inArray(memberships.userId, [...userIds]), eq(memberships.year, year)))
        .for('update');
    },

    /**
     * A renewal to be paid by Swish: a new Pending row per person, or a Rejected one asked for
     * again; a Pending row keeps what it was.
     */
    async requestSwish(rows: { userId: number; year: number; amountSek: number }[], tx: TExecutor = db): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(memberships)
        .values(rows.map((row) => ({ ...row, status: 'Pending' as const, paymentMethod: 'swish' as const })))
        .onConflictDoUpdate({
          target: [memberships.userId, memberships.year],
          set: { status: 'Pending', amountSek: sql`excluded.amount_sek`, paymentMethod: 'swish' },
          setWhere: eq(memberships.status, 'Rejected'),
        });
    },

    async insertMany(values: TNewMembership[], tx: TExecutor = db): Promise<TMembership[]> {
      if (values.length === 0) return [];
      return tx.insert(memberships).values(values).returning();
    },
  };
}
