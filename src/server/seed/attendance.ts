import { meetingDays } from '../../shared/activity-schedule.ts';
import type { TDatabase } from '../db/client.ts';
import { createAttendanceRepo } from '../modules/attendance/attendance.repo.ts';
import { associationDay } from '../modules/attendance/attendance.service.ts';

/** How many of each activity's last meeting days get a confirmed list. */
const DEMO_SESSIONS = 3;

/**
 * Demo content: for each demo activity that has no session yet, its last few meeting days before
 * today as confirmed lists (most of the enrolled came, one guest once), led by its first leader (none where it has no leader yet).
 * Does nothing where there are no activities, and nothing the second time.
 */
export async function seedDemoAttendance(db: TDatabase, now: Date = new Date()) {
  const repo = createAttendanceRepo(db);
  const today = associationDay(now);
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  for (const activity of await repo.activitiesWithoutSessions()) {
    const days = meetingDays(activity, undefined, yesterday).slice(-DEMO_SESSIONS);
    if (days.length === 0) continue;
    const [leaderId] = await repo.leadersOf(activity.id);
    const enrolled = await repo.enrolled(activity.id);
    await db.transaction(async (tx) => {
      for (const [index, day] of days.entries()) {
        const session = await repo.ensureSession(activity, day, tx);
        const tickedAt = new Date(`${day}T${activity.startTime}:00Z`);
        const tickedBy = leaderId ?? null;
        for (const [position, person] of enrolled.entries()) {
          // Somebody is away each week, a different one each time.
          const present = enrolled.length < 2 || position !== index % enrolled.length;
          await repo.tickMember(session.id, person.userId, { present, tickedAt, tickedBy }, tx);
        }
        if (index === 0) {
          await repo.tickGuest(
            session.id,
            `demo-guest-${activity.id}`,
            { name: 'Nila Kumar', birthYear: 2016, gender: 'female' },
            { present: true, tickedAt, tickedBy },
            tx,
          );
        }
        await repo.confirm(session.id, leaderId ?? null, new Date(`${day}T20:00:00Z`), tx);
      }
    });
  }
}
