import { desc, eq, like, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export type TAuditRepo = ReturnType<typeof createAuditRepo>;

export type TAuditRecord = {
  actorId: number;
  /** Dotted verb, e.g. registration.approve, membership.approve, role.change. */
  action: string;
  /** A givenId, `membership:<id>` or `family:<number>`. */
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

// A lone UTF-16 surrogate (sent as JSON "\ud800") reaches text columns as U+FFFD through the
// driver's UTF-8 encoding, but jsonb refuses its \u escape and the whole change failed with a 500.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(details: Record<string, unknown>): Record<string, unknown> {
  const replacer = (_key: string, value: unknown) =>
    typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value;
  return JSON.parse(JSON.stringify(details, replacer)) as Record<string, unknown>;
}

/** Named queries on the audit log; record() belongs in the transaction of the change it describes. */
export function createAuditRepo(db: TDatabase) {
  return {
    async record(entry: TAuditRecord, tx: TExecutor = db): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        target: entry.target,
        details: entry.details ? wellFormed(entry.details) : null,
      });
    },

    /** Newest first, the actor as `First Last (givenId)` (null once that user is deleted). */
    /** How many entries have an action starting with `prefix` (`slider.`: every change of the slider). */
    async countActions(prefix: string, tx: TExecutor = db): Promise<number> {
      return tx.$count(auditLog, like(auditLog.action, `${prefix}%`));
    },

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
