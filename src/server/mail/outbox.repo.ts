import { and, asc, eq, gt, inArray, like, lte, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../db/client.ts';
import { outbox, type TOutboxMail } from '../db/schema.ts';
import type { TMail } from './mail.types.ts';

export type TOutboxRepo = ReturnType<typeof createOutboxRepo>;

export type TRetryPolicy = { maxAttempts: number; retryBaseMs: number };

/** Named queries on the outbox; enqueue belongs in the transaction of the change that causes the mail. */
/** A mail as its outbox row: the address in lower case, no empty attachment list. */
function outboxRowOf(mail: TMail) {
  return {
    recipient: mail.to.toLowerCase(),
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    kind: mail.kind,
    dedupeKey: mail.dedupeKey ?? null,
    attachments: mail.attachments && mail.attachments.length > 0 ? mail.attachments : null,
  };
}

export function createOutboxRepo(db: TDatabase) {
  return {
    /** Queues a mail; false when a mail with the same dedupeKey was queued before (then nothing changes). */
    async enqueue(mail: TMail, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .insert(outbox)
        .values(outboxRowOf(mail))
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id });
      return rows.length > 0;
    },

    /** Many mails in one statement (a register import's invitations); the number queued. */
    async enqueueMany(mails: readonly TMail[], tx: TExecutor = db): Promise<number> {
      if (mails.length === 0) return 0;
      const rows = await tx
        .insert(outbox)
        .values(mails.map(outboxRowOf))
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id });
      return rows.length;
    },

    /**
     * Claims up to `limit` due mails in one statement: SKIP LOCKED keeps two instances off the same
     * rows, and pushing next_attempt_at out by the lease hides them until then. A worker that dies
     * between claim and send leaves the mail due again when the lease ends, so it is not lost.
     */
    async claimDue(limit: number, leaseMs: number, tx: TExecutor = db): Promise<TOutboxMail[]> {
      const due = tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + ${leaseMs}::double precision * interval '1 millisecond'`,
        })
        .where(and(inArray(outbox.id, due), eq(outbox.status, 'pending')))
        .returning();
    },

    async markSent(id: number, tx: TExecutor = db): Promise<void> {
      await tx
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    },

    /** Backs off exponentially (base × 2^(attempts-1)); after maxAttempts the mail is given up as failed. */
    async markFailed(id: number, error: string, policy: TRetryPolicy, tx: TExecutor = db): Promise<void> {
      await tx
        .update(outbox)
        .set({
          status: sql`case when ${outbox.attempts} >= ${policy.maxAttempts} then 'failed' else 'pending' end`,
          nextAttemptAt: sql`now() + ${policy.retryBaseMs}::double precision * power(2, greatest(${outbox.attempts} - 1, 0)) * interval '1 millisecond'`,
          lastError: error.slice(0, 1000),
        })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    },

    /** Holds the address until the transaction ends: counting then queueing is one step across instances. */
    async lockRecipient(recipient: string, tx: TExecutor = db): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${'recipient:' + recipient.toLowerCase()}, 0))`,
      );
    },

    /** lockRecipient for many addresses in one statement, always in the same order (no two callers deadlock). */
    async lockRecipients(recipients: readonly string[], tx: TExecutor): Promise<void> {
      const sorted = [...new Set(recipients.map((recipient) => `recipient:${recipient.toLowerCase()}`))].sort();
      if (sorted.length === 0) return;
      const list = sql.join(
        sorted.map((key) => sql`(${key})`),
        sql`, `,
      );
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from (values ${list}) as keys(k)`);
    },

    /** countRecentTo for many addresses at once: those with any recent mail, by address. */
    async countRecentToMany(recipients: readonly string[], tx: TExecutor = db) {
      if (recipients.length === 0) return new Map<string, { lastHour: number; lastDay: number }>();
      const rows = await tx
        .select({
          recipient: outbox.recipient,
          lastHour: sql<number>`count(*) filter (where ${outbox.createdAt} > now() - interval '1 hour')::int`,
          lastDay: sql<number>`count(*)::int`,
        })
        .from(outbox)
        .where(
          and(
            inArray(
              outbox.recipient,
              recipients.map((recipient) => recipient.toLowerCase()),
            ),
            gt(outbox.createdAt, sql`now() - interval '1 day'`),
          ),
        )
        .groupBy(outbox.recipient);
      return new Map(rows.map((row) => [row.recipient, { lastHour: row.lastHour, lastDay: row.lastDay }]));
    },

    /** Mails queued to the address in the last hour and the last day (sent or not); of these kinds only, if given. */
    async countRecentTo(
      recipient: string,
      tx: TExecutor = db,
      kinds?: readonly string[],
    ): Promise<{ lastHour: number; lastDay: number }> {
      const [row] = await tx
        .select({
          lastHour: sql<number>`count(*) filter (where ${outbox.createdAt} > now() - interval '1 hour')::int`,
          lastDay: sql<number>`count(*)::int`,
        })
        .from(outbox)
        .where(
          and(
            eq(outbox.recipient, recipient.toLowerCase()),
            gt(outbox.createdAt, sql`now() - interval '1 day'`),
            kinds ? inArray(outbox.kind, [...kinds]) : undefined,
          ),
        );
      return { lastHour: row?.lastHour ?? 0, lastDay: row?.lastDay ?? 0 };
    },

    /** Takes back the mails of a change that was undone, those not sent yet (by their dedupeKey's prefix). */
    async dropPending(dedupePrefix: string, tx: TExecutor = db): Promise<number> {
      const escaped = dedupePrefix.replace(/[\\%_]/g, (char) => `\\${char}`);
      const dropped = await tx
        .delete(outbox)
        .where(and(eq(outbox.status, 'pending'), like(outbox.dedupeKey, `${escaped}%`)))
        .returning({ id: outbox.id });
      return dropped.length;
    },

    async listByRecipient(recipient: string, tx: TExecutor = db): Promise<TOutboxMail[]> {
      return tx.select().from(outbox).where(eq(outbox.recipient, recipient.toLowerCase())).orderBy(asc(outbox.id));
    },
  };
}
