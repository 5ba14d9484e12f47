import { z } from 'zod';
import { ACTIVITY_AUDIENCES, WEEKDAYS } from './activity-values.ts';
import { zBoundedString } from './validation/bounded-string.ts';
import { hasInvisibleControl } from './validation/visible-text.ts';

/** Limits of what the board writes about a weekly activity. */
export const ACTIVITY_LIMITS = {
  name: 120,
  description: 4_000,
  place: 200,
  /** Days off in one term: a school year has far fewer weeks than this. */
  daysOff: 60,
  leaders: 10,
  /** The oldest a kids' band may reach; kids are under 18 anyway, the margin is for youth groups. */
  maxAge: 25,
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isValidDay = (value: string) => {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const hasLineBreak = (text: string) => /[\r\n\t]/.test(text);
const hasBrokenBody = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || code === 127;
  }) || /[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));

const zLine = (max: number) =>
  zBoundedString(max)
    .trim()
    .refine((text) => !hasInvisibleControl(text) && !hasLineBreak(text), 'valueInvalid');
const zName = zLine(ACTIVITY_LIMITS.name).refine((text) => text !== '', 'mandatory');
const zDescription = zBoundedString(ACTIVITY_LIMITS.description)
  .trim()
  .refine((text) => !hasBrokenBody(text), 'valueInvalid');
export const zActivityDay = z
  .string({ error: 'valueInvalid' })
  .max(10, 'valueInvalid')
  .refine(isValidDay, 'valueInvalid');
const zTime = z.string({ error: 'valueInvalid' }).max(5, 'valueInvalid').regex(TIME, 'valueInvalid');
const zAge = z
  .number({ error: 'valueInvalid' })
  .int('valueInvalid')
  .min(0, 'valueInvalid')
  .max(ACTIVITY_LIMITS.maxAge, 'valueInvalid');
export const zActivityRowId = z
  .number({ error: 'valueInvalid' })
  .int('valueInvalid')
  .min(1, 'valueInvalid')
  .max(2_147_483_647, 'valueInvalid');

/**
 * An activity as POST/PUT /api/admin/activities take it and the board's form checks it. Kids have
 * an age band (either end may stay open); adults and everyone have none. Issue messages are
 * validation catalog keys, each on the field the board corrects.
 */
export const ZActivityFields = z
  .object({
    nameTa: zName,
    nameEn: zName,
    nameSv: zName,
    descriptionTa: zDescription.default(''),
    descriptionEn: zDescription.default(''),
    descriptionSv: zDescription.default(''),
    place: zLine(ACTIVITY_LIMITS.place).refine((text) => text !== '', 'mandatory'),
    audience: z.enum(ACTIVITY_AUDIENCES, { error: 'valueInvalid' }),
    minAge: zAge.nullable().default(null),
    maxAge: zAge.nullable().default(null),
    weekday: z.union(
      WEEKDAYS.map((day) => z.literal(day)),
      { error: 'valueInvalid' },
    ),
    startTime: zTime,
    endTime: zTime,
    startsOn: zActivityDay,
    endsOn: zActivityDay,
    daysOff: z.array(zActivityDay).max(ACTIVITY_LIMITS.daysOff, 'valueInvalid').default([]),
    leaderIds: z.array(zActivityRowId).max(ACTIVITY_LIMITS.leaders, 'valueInvalid').default([]),
    published: z.boolean({ error: 'valueInvalid' }).default(true),
  })
  .superRefine((fields, ctx) => {
    if (fields.endTime <= fields.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'valueInvalid' });
    if (fields.endsOn < fields.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'valueInvalid' });
    if (fields.audience !== 'kids') {
      if (fields.minAge !== null) ctx.addIssue({ code: 'custom', path: ['minAge'], message: 'valueInvalid' });
      if (fields.maxAge !== null) ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'valueInvalid' });
    } else if (fields.minAge !== null && fields.maxAge !== null && fields.maxAge < fields.minAge) {
      ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'valueInvalid' });
    }
    fields.daysOff.forEach((day, index) => {
      if (day < fields.startsOn || day > fields.endsOn) {
        ctx.addIssue({ code: 'custom', path: ['daysOff', index], message: 'valueInvalid' });
      }
    });
  });
export type TActivityFields = z.input<typeof ZActivityFields>;
export type TActivityValues = z.output<typeof ZActivityFields>;

/** What everyone may read of a published activity: no names of leaders or enrolled people. */
export const ZActivityPublic = z.object({
  id: z.number(),
  nameTa: z.string(),
  nameEn: z.string(),
  nameSv: z.string(),
  descriptionTa: z.string(),
  descriptionEn: z.string(),
  descriptionSv: z.string(),
  place: z.string(),
  audience: z.enum(ACTIVITY_AUDIENCES),
  minAge: z.number().nullable(),
  maxAge: z.number().nullable(),
  weekday: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  daysOff: z.array(z.string()),
});
export type TActivityPublic = z.infer<typeof ZActivityPublic>;

export const ZActivityList = z.object({ activities: z.array(ZActivityPublic) });
export type TActivityList = z.infer<typeof ZActivityList>;

/** A member as the board's activity editor shows them (a leader, an enrolled person, a search hit). */
export const ZActivityPerson = z.object({
  userId: z.number(),
  givenId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Age today, read from the personal number; null when there is none. */
  age: z.number().nullable(),
});
export type TActivityPerson = z.infer<typeof ZActivityPerson>;

/** An activity as the board edits it: everything, with its leaders and who is enrolled. */
export const ZActivityAdmin = ZActivityPublic.extend({
  published: z.boolean(),
  leaders: z.array(ZActivityPerson),
  enrolled: z.array(ZActivityPerson),
});
export type TActivityAdmin = z.infer<typeof ZActivityAdmin>;

export const ZActivityAdminList = z.object({ activities: z.array(ZActivityAdmin) });
export type TActivityAdminList = z.infer<typeof ZActivityAdminList>;

export const ZActivityPeople = z.object({ people: z.array(ZActivityPerson) });
export type TActivityPeople = z.infer<typeof ZActivityPeople>;

/** Who to enrol or remove: a member, by id. */
export const ZActivityEnrolment = z.object({ userId: zActivityRowId });
export type TActivityEnrolment = z.infer<typeof ZActivityEnrolment>;

/** A name search among approved members, for the board's leader and enrolment pickers. */
export const ZActivityPeopleQuery = z.object({ q: zLine(80).refine((text) => text.length >= 2, 'valueInvalid') });

/** One family member on /mypage's activities: whether they may join and whether they have. */
export const ZFamilyActivityMember = z.object({
  userId: z.number(),
  firstName: z.string(),
  enrolled: z.boolean(),
});

/**
 * GET /api/activities/family: the published activities a signed-in family can see, each with the
 * family's members who may join it (by audience and age band) or are already enrolled.
 */
export const ZFamilyActivities = z.object({
  activities: z.array(ZActivityPublic.extend({ members: z.array(ZFamilyActivityMember) })),
});
export type TFamilyActivities = z.infer<typeof ZFamilyActivities>;
