import { meetingDays, meetsOn } from '../../../shared/activity-schedule.ts';
import type {
  TAttendanceGuest,
  TAttendanceList,
  TAttendanceMember,
  TAttendanceOverview,
} from '../../../shared/attendance.schema.ts';
import { ageOn } from '../../../shared/personnummer.ts';
import type { TActivitySession } from '../../db/schema.ts';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TAttendanceRepo, TListedPerson, TScheduledActivity } from './attendance.repo.ts';

/** Where the attendance rules run, made once per app. */
export type TAttendanceContext = {
  db: TDatabase;
  clock: () => Date;
  repos: { attendance: TAttendanceRepo; audit: TAuditRepo };
};

/** Who is asking: only the board and an activity's own leaders read or write its lists. */
export type TAttendanceCaller = { userId: number; isAdmin: boolean };

export const notALeader = () =>
  new HttpError(403, 'not_a_leader', 'Only the board and the leaders of an activity may see or take its attendance.');
export const noSuchActivity = () => new HttpError(404, 'not_found', 'There is no such activity.');
const notAMeetingDay = () =>
  new HttpError(404, 'not_a_meeting_day', 'The activity does not meet on that day, so it has no attendance list.');
const dayAhead = () =>
  new HttpError(409, 'day_ahead', 'That meeting day has not come yet: its list opens on the day itself.');

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The association's day (Swedish time) at this instant, "YYYY-MM-DD". */
export function associationDay(now: Date): string {
  return dayFormat.format(now);
}

/** A real calendar day written "YYYY-MM-DD"; anything else names no list. */
function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

const scheduleOf = (activity: TScheduledActivity) => ({
  weekday: activity.weekday,
  startsOn: activity.startsOn,
  endsOn: activity.endsOn,
  daysOff: activity.daysOff,
});

/** Whether My page shows the link: the board, and members who lead at least one activity. */
export async function attendanceAccess({ repos }: TAttendanceContext, caller: TAttendanceCaller) {
  return { allowed: caller.isAdmin || (await repos.attendance.leadsAny(caller.userId)) };
}

/** The caller's activities (all for the board) with today's meeting first and the term's past days below. */
export async function attendanceOverview(
  context: TAttendanceContext,
  caller: TAttendanceCaller,
): Promise<TAttendanceOverview> {
  const { repos, clock } = context;
  if (!(await attendanceAccess(context, caller)).allowed) throw notALeader();
  const today = associationDay(clock());
  const list = await repos.attendance.listActivities(caller.isAdmin ? null : caller.userId);
  const sessions = await repos.attendance.sessionsOf(list.map((activity) => activity.id));
  const held = new Map(sessions.map((session) => [`${session.activityId}:${session.day}`, session]));
  return {
    today,
    activities: list.map((activity) => ({
      id: activity.id,
      name: { ta: activity.nameTa, en: activity.nameEn, sv: activity.nameSv },
      place: activity.place,
      startTime: activity.startTime,
      endTime: activity.endTime,
      days: meetingDays(scheduleOf(activity), undefined, today)
        .reverse()
        .map((day) => {
          const session = held.get(`${activity.id}:${day}`);
          return { day, confirmed: Boolean(session?.confirmedAt), present: session?.present ?? 0 };
        }),
    })),
  };
}

/**
 * The activity and the day a list is asked for, after the caller's right to it: the board, or a
 * leader of this activity (a member who leads another activity is refused like anyone else).
 */
export async function listTarget(
  { repos, clock }: TAttendanceContext,
  caller: TAttendanceCaller,
  activityId: number | null,
  day: string,
  tx?: TExecutor,
): Promise<TScheduledActivity> {
  if (!caller.isAdmin && (activityId === null || !(await repos.attendance.isLeader(activityId, caller.userId, tx)))) {
    throw notALeader();
  }
  const activity = activityId === null ? undefined : await repos.attendance.findActivity(activityId, tx);
  if (!activity) throw noSuchActivity();
  if (!isCalendarDay(day) || !meetsOn(scheduleOf(activity), day)) throw notAMeetingDay();
  if (day > associationDay(clock())) throw dayAhead();
  return activity;
}

function personName(person: TListedPerson) {
  return `${person.firstName} ${person.lastName}`;
}

/** Age on the session's day, read from the personnummer's birth date. */
function ageOnDay(person: TListedPerson, day: string): number | null {
  if (!person.personalNumber) return null;
  const [year, month, date] = day.split('-').map(Number);
  return ageOn(person.personalNumber, new Date(year ?? 0, (month ?? 1) - 1, date ?? 1));
}

/** The day's list: the enrolled members (and anyone ticked since), their ticks, and the guests. */
export async function listView(
  { repos }: TAttendanceContext,
  activity: TScheduledActivity,
  session: TActivitySession,
  tx?: TExecutor,
): Promise<TAttendanceList> {
  const [enrolled, ticked, ticks] = await Promise.all([
    repos.attendance.enrolled(activity.id, tx),
    repos.attendance.tickedMembers(session.id, tx),
    repos.attendance.ticksOf(session.id, tx),
  ]);
  const people = new Map(enrolled.map((person) => [person.userId, person]));
  for (const person of ticked) if (!people.has(person.userId)) people.set(person.userId, person);
  const byUser = new Map(ticks.filter((tick) => tick.userId !== null).map((tick) => [tick.userId, tick]));
  const members: TAttendanceMember[] = [...people.values()].map((person) => {
    const tick = byUser.get(person.userId);
    return {
      userId: person.userId,
      name: personName(person),
      age: ageOnDay(person, session.day),
      present: tick ? tick.present : null,
      tickedAt: tick ? tick.tickedAt.toISOString() : null,
    };
  });
  const guests: TAttendanceGuest[] = ticks.flatMap((tick) =>
    tick.guestKey === null
      ? []
      : [
          {
            guestKey: tick.guestKey,
            name: tick.guestName ?? '',
            birthYear: tick.guestBirthYear,
            gender: tick.guestGender,
            present: tick.present,
            tickedAt: tick.tickedAt.toISOString(),
          },
        ],
  );
  const leaderName = session.leaderId === null ? null : await repos.attendance.nameOf(session.leaderId, tx);
  return {
    activity: {
      id: activity.id,
      name: { ta: activity.nameTa, en: activity.nameEn, sv: activity.nameSv },
      place: activity.place,
    },
    day: session.day,
    session: {
      startTime: session.startTime,
      endTime: session.endTime,
      confirmedAt: session.confirmedAt ? session.confirmedAt.toISOString() : null,
      leaderName,
    },
    members,
    guests,
  };
}

/** Opening a day's list makes its session (once: the activity and day are unique). */
export async function openList(
  context: TAttendanceContext,
  caller: TAttendanceCaller,
  activityId: number | null,
  day: string,
): Promise<TAttendanceList> {
  const activity = await listTarget(context, caller, activityId, day);
  const session = await context.repos.attendance.ensureSession(activity, day);
  return listView(context, activity, session);
}
