import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export type TAuditRepo = ReturnType<typeof createAuditRepo>;

export type TAuditRecord = {
  /** Null for what the system itself did (a page's first text, seeded). */
  actorId: number | null;
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

function selectRows(
  tx: TExecutor,
  details: SQL<Record<string, unknown> | null> | typeof auditLog.details = auditLog.details,
) {
  return tx
    .select({
      id: auditLog.id,
      actor: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} || ' (' || ${users.givenId} || ')' end`,
      action: auditLog.action,
      target: auditLog.target,
      details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .$dynamic();
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

    /** How many entries have an action starting with `prefix` (`slider.`: every change of the slider). */
    async countActions(prefix: string, tx: TExecutor = db): Promise<number> {
      return tx.$count(auditLog, like(auditLog.action, `${prefix}%`));
    },

    /**
     * Newest first, the actor as `First Last (givenId)` (null once that user is deleted). A page's
     * text (`details.body`) is left out: it is read with the page's own history, not in the log's list.
     */
    async listLatest(limit: number, tx: TExecutor = db): Promise<TAuditRow[]> {
      return selectRows(tx, sql<Record<string, unknown> | null>`${auditLog.details} - 'body'`)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },

    /** One thing's history, newest first (a page's versions). */
    async listForTarget(target: string, limit: number, tx: TExecutor = db): Promise<TAuditRow[]> {
      return selectRows(tx)
        .where(eq(auditLog.target, target))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },

    async findForTarget(id: number, target: string, tx: TExecutor = db): Promise<TAuditRow | undefined> {
      const [row] = await selectRows(tx).where(and(eq(auditLog.id, id), eq(auditLog.target, target)));
      return row;
    },
  };
}
