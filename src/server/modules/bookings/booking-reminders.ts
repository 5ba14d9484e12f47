import type { FastifyInstance } from 'fastify';
import { scheduleDailyJob } from '../../jobs/daily-job.ts';
import { queueBookingMail } from './booking-mails.ts';
import { stockholmDay, type TBookingsContext } from './bookings.service.ts';

export type TBookingReminderContext = TBookingsContext & { now: Date };

/** Tomorrow in Sweden, YYYY-MM-DD. */
function tomorrow(now: Date): string {
  const [year, month, day] = stockholmDay(now).split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1)).toISOString().slice(0, 10);
}

/**
 * The daily job: a reminder to every confirmed booking of an event starting tomorrow. Each booking
 * is claimed (reminded_at set where it is null) in the transaction that queues its mail, so of
 * several instances or runs exactly one sends it. Answers how many mails were queued.
 */
export async function runBookingReminders(context: TBookingReminderContext): Promise<number> {
  const repo = context.repos.bookings;
  let queued = 0;
  for (const { booking, event } of await repo.listDueReminders(tomorrow(context.now))) {
    await context.db.transaction(async (tx) => {
      if (!(await repo.claimReminder(booking.id, tx))) return;
      await queueBookingMail(context, tx, booking, event, 'reminder');
      queued += 1;
    });
  }
  return queued;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the booking reminders if they have not run today in this process (tests call it directly). */
    bookingReminders: { runIfDue: () => Promise<number> };
  }
}

type TJobOptions = { checkEveryMs?: number };

async function bookingReminderPlugin(app: FastifyInstance, options: TJobOptions) {
  const runIfDue = scheduleDailyJob(app, {
    name: 'booking reminders',
    clock: app.contexts.bookings.clock,
    dayOf: stockholmDay,
    run: (now) => runBookingReminders({ ...app.contexts.bookings, now }),
    checkEveryMs: options.checkEveryMs,
  });
  app.decorate('bookingReminders', { runIfDue });
}

// skip-override is what fastify-plugin sets: the decoration must be visible on the app itself.
export const bookingReminderJob = Object.assign(bookingReminderPlugin, { [Symbol.for('skip-override')]: true });
