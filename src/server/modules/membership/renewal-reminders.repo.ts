import { and, eq, isNotNull, like, notExists, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { memberships, renewalReminders, users, type TUser } from '../../db/schema.ts';

type TReminderKind = 'first' | 'second';

/** Named queries of the renewal reminders: whom to remind, and the reminders sent per family and year. */
export type TRenewalRemindersRepo = ReturnType<typeof createRenewalRemindersRepo>;

export function createRenewalRemindersRepo(db: TDatabase) {
  return {
    /** Registrants (…A) of approved families with reminders on whose own membership of `year` is not Approved. */
    async registrantsToRemind(year: number, tx: TExecutor = db): Promise<TUser[]> {
      return tx
        .select()
        .from(users)
        .where(
          and(
            like(users.givenId, '%A'),
            eq(users.status, 'approved'),
            eq(users.remindersEnabled, true),
            isNotNull(users.email),
            isNotNull(users.familyId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(memberships)
                .where(
                  and(eq(memberships.userId, users.id), eq(memberships.year, year), eq(memberships.status, 'Approved')),
                ),
            ),
          ),
        );
    },

    async listSent(familyId: number, year: number, tx: TExecutor = db) {
      return tx
        .select()
        .from(renewalReminders)
        .where(and(eq(renewalReminders.familyId, familyId), eq(renewalReminders.year, year)));
    },

    /** Claims the (family, year, kind) reminder; false when another instance or run has it already. */
    async claim(
      row: { familyId: number; year: number; kind: TReminderKind; createdAt: Date },
      tx: TExecutor = db,
    ): Promise<boolean> {
      const won = await tx
        .insert(renewalReminders)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: renewalReminders.id });
      return won.length > 0;
    },
  };
}
