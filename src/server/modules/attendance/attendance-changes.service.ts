import type { TAttendanceList, TSessionTimes, TTick } from '../../../shared/attendance.schema.ts';
import { FieldValidationError } from '../../http/field-errors.ts';
import { listTarget, listView, type TAttendanceCaller, type TAttendanceContext } from './attendance.service.ts';

// Every change to a list is personal data: made by the board or the activity's leaders only,
// in one transaction with its audit entry.

const targetOf = (activityId: number, day: string) => `activity:${activityId}:${day}`;

/**
 * A batch of ticks, sent at once or kept on the phone while it was offline. Each person is a row of
 * their own, so two leaders ticking at once never overwrite each other; for one person the tick made
 * later on its phone wins, whatever order the batches arrive in, and a batch sent twice changes
 * nothing the second time. A tick time ahead of the server's clock counts as now: a phone whose clock
 * runs fast must not win over every later tick. A refused tick refuses the whole batch.
 */
export async function saveTicks(
  context: TAttendanceContext,
  caller: TAttendanceCaller,
  activityId: number | null,
  day: string,
  ticks: readonly TTick[],
): Promise<TAttendanceList> {
  const { db, repos, clock } = context;
  return db.transaction(async (tx) => {
    const activity = await listTarget(context, caller, activityId, day, tx);
    const session = await repos.attendance.ensureSession(activity, day, tx);
    const listed = new Set([
      ...(await repos.attendance.enrolled(activity.id, tx)).map((person) => person.userId),
      ...(await repos.attendance.tickedMembers(session.id, tx)).map((person) => person.userId),
    ]);
    const dayYear = Number(day.slice(0, 4));
    const fields: Record<string, string> = {};
    ticks.forEach((tick, index) => {
      if ('userId' in tick && !listed.has(tick.userId)) fields[`ticks.${index}.userId`] = 'valueInvalid';
      if ('guest' in tick && tick.guest.birthYear > dayYear) fields[`ticks.${index}.guest.birthYear`] = 'valueInvalid';
    });
    if (Object.keys(fields).length > 0) throw new FieldValidationError(fields);
    const now = clock();
    for (const tick of ticks) {
      const madeAt = new Date(tick.tickedAt);
      const values = { present: tick.present, tickedAt: madeAt > now ? now : madeAt, tickedBy: caller.userId };
      if ('userId' in tick) await repos.attendance.tickMember(session.id, tick.userId, values, tx);
      else await repos.attendance.tickGuest(session.id, tick.guestKey, tick.guest, values, tx);
    }
    await repos.audit.record(
      {
        actorId: caller.userId,
        action: 'attendance.tick',
        target: targetOf(activity.id, day),
        details: {
          members: ticks.filter((tick) => 'userId' in tick).length,
          guests: ticks.filter((tick) => 'guestKey' in tick).length,
        },
      },
      tx,
    );
    return listView(context, activity, await repos.attendance.ensureSession(activity, day, tx), tx);
  });
}

/** The session ran shorter or longer than the activity's usual times. */
export async function saveSessionTimes(
  context: TAttendanceContext,
  caller: TAttendanceCaller,
  activityId: number | null,
  day: string,
  times: TSessionTimes,
): Promise<TAttendanceList> {
  const { db, repos } = context;
  return db.transaction(async (tx) => {
    const activity = await listTarget(context, caller, activityId, day, tx);
    const session = await repos.attendance.ensureSession(activity, day, tx);
    await repos.attendance.setTimes(session.id, times.startTime, times.endTime, tx);
    await repos.audit.record(
      { actorId: caller.userId, action: 'attendance.times', target: targetOf(activity.id, day), details: { ...times } },
      tx,
    );
    return listView(context, activity, { ...session, ...times }, tx);
  });
}

/** The leader confirms the list: who came is final, and the caller is recorded as the session's leader. */
export async function confirmList(
  context: TAttendanceContext,
  caller: TAttendanceCaller,
  activityId: number | null,
  day: string,
): Promise<TAttendanceList> {
  const { db, repos, clock } = context;
  return db.transaction(async (tx) => {
    const activity = await listTarget(context, caller, activityId, day, tx);
    const session = await repos.attendance.ensureSession(activity, day, tx);
    const at = clock();
    await repos.attendance.confirm(session.id, caller.userId, at, tx);
    await repos.audit.record(
      { actorId: caller.userId, action: 'attendance.confirm', target: targetOf(activity.id, day) },
      tx,
    );
    return listView(context, activity, { ...session, confirmedAt: at, leaderId: caller.userId }, tx);
  });
}
