import { z } from 'zod';
import { grantPeriodProblems, type TGrantPeriod } from './grant-period.ts';
import { GENDERS } from './member-values.ts';
import { ZGrantRules } from './grant-rules.schema.ts';

/** The age groups the municipality asks for; an age outside all of them is 'other'. */
export const GRANT_AGE_GROUPS = [
  { id: '7-12', min: 7, max: 12 },
  { id: '13-16', min: 13, max: 16 },
  { id: '17-20', min: 17, max: 20 },
  { id: '21-25', min: 21, max: 25 },
] as const;
export const GRANT_AGE_GROUP_IDS = [...GRANT_AGE_GROUPS.map((group) => group.id), 'other'] as const;
export type TGrantAgeGroup = (typeof GRANT_AGE_GROUP_IDS)[number];

export function ageGroupOf(age: number): TGrantAgeGroup {
  return GRANT_AGE_GROUPS.find((group) => age >= group.min && age <= group.max)?.id ?? 'other';
}

/** Why a session does not count, each a key of catalog `grantReport:sessionReasons`. */
export const SESSION_REASONS = [
  'notConfirmed',
  'tooShort',
  'noLeader',
  'leaderAgeUnknown',
  'leaderTooYoung',
  'tooFewParticipants',
] as const;
export type TSessionReason = (typeof SESSION_REASONS)[number];

/** Whether a present person counts, and if not why, each a key of `grantReport:participantStatus`. */
export const PARTICIPANT_STATUSES = [
  'counts',
  'ageUnknown',
  'outsideBand',
  'countedEarlierToday',
  'sessionDoesNotCount',
] as const;
export type TParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** GET /api/admin/grant-report?from=YYYY-MM-DD&to=YYYY-MM-DD: both days inclusive. */
export const ZGrantPeriod = z
  .object({ from: z.string().max(10), to: z.string().max(10) })
  .superRefine((period, context) => {
    for (const { key, field } of grantPeriodProblems(period))
      context.addIssue({ code: 'custom', message: key, path: [field] });
  }) satisfies z.ZodType<TGrantPeriod>;

const ZGender = z.enum(GENDERS).nullable();
const ZGroupCounts = z.array(
  z.object({ ageGroup: z.enum(GRANT_AGE_GROUP_IDS), male: z.number(), female: z.number(), unknown: z.number() }),
);

export const ZGrantParticipant = z.object({
  name: z.string(),
  guest: z.boolean(),
  age: z.number().int().nullable(),
  gender: ZGender,
  status: z.enum(PARTICIPANT_STATUSES),
});

export const ZGrantSession = z.object({
  id: z.number().int(),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  minutes: z.number().int(),
  leader: z.string().nullable(),
  counts: z.boolean(),
  reasons: z.array(z.enum(SESSION_REASONS)),
  counted: z.number().int(),
  participants: z.array(ZGrantParticipant),
});
export type TGrantSession = z.infer<typeof ZGrantSession>;

export const ZGrantActivity = z.object({
  id: z.number().int(),
  name: z.object({ ta: z.string(), en: z.string(), sv: z.string() }),
  leaders: z.array(z.string()),
  sessions: z.array(ZGrantSession),
  countedSessions: z.number().int(),
  participantTimes: z.number().int(),
  byAgeGroup: ZGroupCounts,
});
export type TGrantActivity = z.infer<typeof ZGrantActivity>;

export const ZGrantMember = z.object({
  name: z.string(),
  age: z.number().int(),
  ageGroup: z.enum(GRANT_AGE_GROUP_IDS),
  inBand: z.boolean(),
  gender: ZGender,
  city: z.string().nullable(),
});

export const ZGrantReport = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  rules: ZGrantRules,
  association: z.object({
    name: z.object({ ta: z.string(), en: z.string(), sv: z.string() }),
    organisationNumber: z.string(),
  }),
  activities: z.array(ZGrantActivity),
  totals: z.object({
    countedSessions: z.number().int(),
    sessionsNotCounted: z.number().int(),
    participantTimes: z.number().int(),
    byAgeGroup: ZGroupCounts,
  }),
  members: z.object({
    /** The day ages are taken on: 31 December of the period's last year. */
    on: z.string(),
    inBand: z.number().int(),
    byAgeGroup: ZGroupCounts,
    byCity: z.array(z.object({ city: z.string().nullable(), count: z.number().int() })),
    list: z.array(ZGrantMember),
  }),
});
export type TGrantReport = z.infer<typeof ZGrantReport>;
export type TGroupCounts = z.infer<typeof ZGroupCounts>;
