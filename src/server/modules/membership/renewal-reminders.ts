import type { FastifyInstance } from 'fastify';
import { financialYearOf } from '../../../shared/financial-year.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { scheduleDailyJob } from '../../jobs/daily-job.ts';
import type { TUser } from '../../db/schema.ts';
import type { TMembershipContext } from './membership.context.ts';
import { renewalReminderMail } from './renewal-reminder.template.ts';

const SECOND_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

function mailFor(context: TMembershipContext, user: TUser, year: number) {
  const content = renewalReminderMail(
    {
      association: context.association,
      firstName: user.firstName,
      financialYear: year,
      link: `${context.publicUrl}/mypage`,
    },
    toLanguage(user.language),
  );
  return { ...content, to: user.email ?? '' };
}

/**
 * The daily job: a 'first' reminder, then a 'second' a month after it. The unique (family, year,
 * kind) row is claimed with insert … on conflict do nothing: only the instance that wins queues the
 * mail, so several instances (or runs) never send one twice. Answers how many mails were queued.
 */
export async function runRenewalReminders(context: TMembershipContext, now: Date): Promise<number> {
  const { db } = context;
  const { outbox, reminders } = context.repos;
  const year = financialYearOf(now);
  let queued = 0;
  for (const user of await reminders.registrantsToRemind(year)) {
    const familyId = user.familyId ?? -1;
    const sent = await reminders.listSent(familyId, year);
    const first = sent.find((row) => row.kind === 'first');
    const kind = !first
      ? 'first'
      : !sent.some((row) => row.kind === 'second') && now.getTime() - first.createdAt.getTime() >= SECOND_AFTER_MS
        ? 'second'
        : null;
    if (!kind) continue;
    await db.transaction(async (tx) => {
      if (!(await reminders.claim({ familyId, year, kind, createdAt: now }, tx))) return;
      const mail = mailFor(context, user, year);
      await outbox.enqueue(
        { ...mail, kind: 'renewal-reminder', dedupeKey: `renewal-reminder:${familyId}:${year}:${kind}` },
        tx,
      );
      queued += 1;
    });
  }
  return queued;
}

/**
 * The board's "send reminders now": one 'manual' mail per family per day (the outbox dedupe key).
 * Audit-logged with how many were queued.
 */
export async function sendManualReminders(context: TMembershipContext, actorId: number): Promise<number> {
  const now = context.clock();
  const year = financialYearOf(now);
  const day = now.toISOString().slice(0, 10);
  const { outbox, reminders, audit } = context.repos;
  let queued = 0;
  for (const user of await reminders.registrantsToRemind(year)) {
    const mail = mailFor(context, user, year);
    const key = `renewal-reminder:${user.familyId}:${year}:manual:${day}`;
    if (await outbox.enqueue({ ...mail, kind: 'renewal-reminder', dedupeKey: key })) queued += 1;
  }
  await audit.record({ actorId, action: 'reminders.send', target: 'renewal', details: { queued } });
  return queued;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the reminder job if it has not run today in this process (tests call it directly). */
    renewalReminders: { runIfDue: () => Promise<number> };
  }
}

type TReminderJobOptions = { clock: () => Date; checkEveryMs?: number };

async function reminderJob(app: FastifyInstance, options: TReminderJobOptions) {
  const runIfDue = scheduleDailyJob(app, {
    name: 'renewal reminders',
    clock: options.clock,
    dayOf: (now) => now.toISOString().slice(0, 10),
    run: (now) => runRenewalReminders(app.contexts.membership, now),
    checkEveryMs: options.checkEveryMs,
  });
  app.decorate('renewalReminders', { runIfDue });
}

// skip-override is what fastify-plugin sets: the decoration must be visible on the app itself.
export const renewalReminderJob = Object.assign(reminderJob, { [Symbol.for('skip-override')]: true });
