import type { FastifyInstance } from 'fastify';
import { scheduleDailyJob } from '../../jobs/daily-job.ts';
import type { TGrantReportContext } from './grant-report.context.ts';

/**
 * The first day still kept: 1 January of the year `keepYears` before this one, so whole calendar
 * years (and every half-year report in them) stay or go together.
 */
export function keptFrom(now: Date, keepYears: number): string {
  return `${String(now.getFullYear() - keepYears).padStart(4, '0')}-01-01`;
}

/**
 * The daily job: deletes the sessions held before the kept years, with their attendance, and
 * audit-logs how many (counts only, no names) in the same transaction. A second run finds nothing
 * left to delete, so any number of runs or instances delete each session once.
 */
export async function runAttendanceRetention(
  context: TGrantReportContext,
  now: Date,
): Promise<{ before: string; sessions: number; attendance: number }> {
  const before = keptFrom(now, context.rules().keepYears);
  return context.db.transaction(async (tx) => {
    const removed = await context.repos.grantReport.deleteSessionsBefore(before, tx);
    if (removed.sessions > 0) {
      await context.repos.audit.record(
        { actorId: null, action: 'attendance.retention', target: 'activity-sessions', details: { before, ...removed } },
        tx,
      );
    }
    return { before, ...removed };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the attendance retention if it has not run today in this process (tests call it directly). */
    attendanceRetention: { runIfDue: () => Promise<number> };
  }
}

type TRetentionJobOptions = { clock: () => Date; checkEveryMs?: number };

async function retentionJob(app: FastifyInstance, options: TRetentionJobOptions) {
  const runIfDue = scheduleDailyJob(app, {
    name: 'attendance retention',
    clock: options.clock,
    dayOf: (now) => now.toISOString().slice(0, 10),
    run: async (now) => {
      const removed = await runAttendanceRetention(app.contexts.grantReport, now);
      if (removed.sessions > 0) app.log.info(removed, 'attendance retention deleted old sessions');
      return removed.sessions;
    },
    checkEveryMs: options.checkEveryMs,
  });
  app.decorate('attendanceRetention', { runIfDue });
}

// skip-override is what fastify-plugin sets: the decoration must be visible on the app itself.
export const attendanceRetentionJob = Object.assign(retentionJob, { [Symbol.for('skip-override')]: true });
