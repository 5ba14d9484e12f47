import { desc, eq, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export type TAuditRepo = ReturnType<typeof createAuditRepo>;

export type TAuditRecord = {
  actorId: number;
  /** Dotted verb, e.g. registration.approve, membership.approve, role.change. */
  action: string;
  /** A givenId or `membership:<id>`. */
  target: string;
  details?: Record<string, unknown>;
};

export type TAuditRow = {
  id: number;
  actor: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
};

/** Named queries on the audit log; record() belongs in the transaction of the change it describes. */
export function createAuditRepo(db: TDatabase) {
  return {
    async record(entry: TAuditRecord, tx: TExecutor = db): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        target: entry.target,
        details: entry.details ?? null,
      });
    },

    /** Newest first, the actor as `First Last (givenId)` (null once that user is deleted). */
    async listLatest(limit: number, tx: TExecutor = db): Promise<TAuditRow[]> {
      return tx
        .select({
          id: auditLog.id,
          actor: sql<
            string | null
          >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} || ' (' || ${users.givenId} || ')' end`,
          action: auditLog.action,
          target: auditLog.target,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
