import type { FastifyInstance } from 'fastify';
import type { TAssociation } from '../../../shared/association.ts';
import { financialYearOf } from '../../../shared/financial-year.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TDatabase } from '../../db/client.ts';
import { scheduleDailyJob } from '../../jobs/daily-job.ts';
import type { TUser } from '../../db/schema.ts';
import { createOutboxRepo } from '../../mail/outbox.repo.ts';
import { createRenewalRemindersRepo } from './renewal-reminders.repo.ts';
import { renewalReminderMail } from './renewal-reminder.template.ts';

export type TReminderContext = { db: TDatabase; association: TAssociation; publicUrl: string; now: Date };

const SECOND_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

function mailFor(context: TReminderContext, user: TUser, year: number) {
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
export async function runRenewalReminders(context: TReminderContext): Promise<number> {
  const { db, now } = context;
  const year = financialYearOf(now);
  const outbox = createOutboxRepo(db);
  const reminders = createRenewalRemindersRepo(db);
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

/** The board's "send reminders now": one 'manual' mail per family per day (the outbox dedupe key). */
export async function sendManualReminders(context: TReminderContext): Promise<number> {
  const year = financialYearOf(context.now);
  const day = context.now.toISOString().slice(0, 10);
  const outbox = createOutboxRepo(context.db);
  let queued = 0;
  for (const user of await createRenewalRemindersRepo(context.db).registrantsToRemind(year)) {
    const mail = mailFor(context, user, year);
    const key = `renewal-reminder:${user.familyId}:${year}:manual:${day}`;
    if (await outbox.enqueue({ ...mail, kind: 'renewal-reminder', dedupeKey: key })) queued += 1;
  }
  return queued;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the reminder job if it has not run today in this process (tests call it directly). */
    renewalReminders: { runIfDue: () => Promise<number> };
  }
}

type TReminderJobOptions = { association: TAssociation; clock: () => Date; checkEveryMs?: number };

async function reminderJob(app: FastifyInstance, options: TReminderJobOptions) {
  const runIfDue = scheduleDailyJob(app, {
    name: 'renewal reminders',
    clock: options.clock,
    dayOf: (now) => now.toISOString().slice(0, 10),
    run: (now) =>
      runRenewalReminders({ db: app.db, association: options.association, publicUrl: app.config.publicUrl, now }),
    checkEveryMs: options.checkEveryMs,
  });
  app.decorate('renewalReminders', { runIfDue });
}

// skip-override is what fastify-plugin sets: the decoration must be visible on the app itself.
export const renewalReminderJob = Object.assign(reminderJob, { [Symbol.for('skip-override')]: true });
