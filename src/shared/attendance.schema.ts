import { z } from 'zod';
import { GENDERS } from './member-values.ts';
import { MAX_ROW_ID } from './row-id.ts';
import { zRule } from './validation/zod-rules.ts';

// A leader's attendance lists: the activities they lead with their meeting days, one day's list,
// and the ticks a phone sends (at once, or in a batch once it is back online).

export const ATTENDANCE_LIMITS = {
  guestName: 80,
  /** Made on the phone when a guest is added, so sending the same guest again adds them once. */
  guestKeyMin: 8,
  guestKeyMax: 64,
  /** A phone offline for a whole session holds a tick per person, and a few changes of mind. */
  ticksPerBatch: 300,
  oldestBirthYear: 1900,
} as const;

const GUEST_KEY = /^[\w-]+$/;
const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export const ZGuestKey = z
  .string({ error: 'valueInvalid' })
  .min(ATTENDANCE_LIMITS.guestKeyMin, 'valueInvalid')
  .max(ATTENDANCE_LIMITS.guestKeyMax, 'valueInvalid')
  .regex(GUEST_KEY, 'valueInvalid');

/** When the tick was made on the phone, with its offset: the later one wins. */
const ZTickedAt = z
  .string({ error: 'valueInvalid' })
  .max(40, 'valueInvalid')
  .pipe(z.iso.datetime({ offset: true, error: 'valueInvalid' }));

export const ZGuestDetails = z.object({
  name: zRule(['mandatory', 'alphabetical'], ATTENDANCE_LIMITS.guestName).transform((name) => name.trim()),
  birthYear: z
    .number({ error: 'valueInvalid' })
    .int('valueInvalid')
    .min(ATTENDANCE_LIMITS.oldestBirthYear, 'valueInvalid')
    .max(2100, 'valueInvalid'),
  gender: z.enum(GENDERS, { error: 'valueInvalid' }),
});
export type TGuestDetails = z.infer<typeof ZGuestDetails>;

export const ZMemberTick = z.strictObject({
  userId: z
    .number({ error: 'valueInvalid' })
    .int('valueInvalid')
    .min(1, 'valueInvalid')
    .max(MAX_ROW_ID, 'valueInvalid'),
  present: z.boolean({ error: 'valueInvalid' }),
  tickedAt: ZTickedAt,
});
export const ZGuestTick = z.strictObject({
  guestKey: ZGuestKey,
  guest: ZGuestDetails,
  present: z.boolean({ error: 'valueInvalid' }),
  tickedAt: ZTickedAt,
});
export const ZTick = z.union([ZMemberTick, ZGuestTick], { error: 'valueInvalid' });
export type TMemberTick = z.infer<typeof ZMemberTick>;
export type TGuestTick = z.infer<typeof ZGuestTick>;
export type TTick = z.infer<typeof ZTick>;

/** POST …/ticks: what the phone holds, in the order it was ticked. */
export const ZTickBatch = z.object({
  ticks: z
    .array(ZTick, { error: 'valueInvalid' })
    .min(1, 'mandatory')
    .max(ATTENDANCE_LIMITS.ticksPerBatch, 'valueInvalid'),
});
export type TTickBatch = z.infer<typeof ZTickBatch>;

const ZTimeOfDay = z.string({ error: 'valueInvalid' }).max(5, 'valueInvalid').regex(TIME_OF_DAY, 'valueInvalid');

/** PUT …/times: the session ran shorter or longer than the activity's usual times. */
export const ZSessionTimes = z
  .object({ startTime: ZTimeOfDay, endTime: ZTimeOfDay })
  .refine((times) => times.startTime < times.endTime, { message: 'valueInvalid', path: ['endTime'] });
export type TSessionTimes = z.infer<typeof ZSessionTimes>;

const ZNames = z.object({ ta: z.string(), en: z.string(), sv: z.string() });

/** GET /api/attendance/access: whether My page shows the link to the lists. */
export const ZAttendanceAccess = z.object({ allowed: z.boolean() });

/** One meeting day in the overview: whether its list is confirmed, and how many came. */
export const ZAttendanceDay = z.object({ day: z.string(), confirmed: z.boolean(), present: z.number().int() });

/** GET /api/attendance: the caller's activities (all of them for the board), today's day first. */
export const ZAttendanceOverview = z.object({
  today: z.string(),
  activities: z.array(
    z.object({
      id: z.number().int(),
      name: ZNames,
      place: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      /** Today (when the activity meets today), then the term's past meeting days, newest first. */
      days: z.array(ZAttendanceDay),
    }),
  ),
});
export type TAttendanceOverview = z.infer<typeof ZAttendanceOverview>;

export const ZAttendanceMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Years on the session's day; null when the member's birth date is not known. */
  age: z.number().int().nullable(),
  /** Null while nobody has ticked them. */
  present: z.boolean().nullable(),
  tickedAt: z.string().nullable(),
});
export const ZAttendanceGuest = z.object({
  guestKey: z.string(),
  name: z.string(),
  birthYear: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  present: z.boolean(),
  tickedAt: z.string(),
});
export type TAttendanceMember = z.infer<typeof ZAttendanceMember>;
export type TAttendanceGuest = z.infer<typeof ZAttendanceGuest>;

/** One day's list of an activity, as its leaders and the board see it. */
export const ZAttendanceList = z.object({
  activity: z.object({ id: z.number().int(), name: ZNames, place: z.string() }),
  day: z.string(),
  session: z.object({
    startTime: z.string(),
    endTime: z.string(),
    confirmedAt: z.string().nullable(),
    /** Who confirmed the list. */
    leaderName: z.string().nullable(),
  }),
  members: z.array(ZAttendanceMember),
  guests: z.array(ZAttendanceGuest),
});
export type TAttendanceList = z.infer<typeof ZAttendanceList>;
