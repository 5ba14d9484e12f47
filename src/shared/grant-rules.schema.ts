import { z } from 'zod';

/**
 * The municipality's rules for its activity grant, set once by the board in Settings: which ages
 * count, how many of them a session needs, how long it must last, whether a person counts once a
 * day, how old its leader must be, and how many years attendance lists are kept.
 */
export const GRANT_RULE_DEFAULTS = {
  minAge: 7,
  maxAge: 20,
  minParticipants: 3,
  minMinutes: 60,
  oncePerDay: true,
  minLeaderAge: 15,
  keepYears: 5,
} as const;

const whole = (min: number, max: number) =>
  z.number({ error: 'grantNumber' }).int('grantNumber').min(min, 'grantNumber').max(max, 'grantNumber');

export const ZGrantRules = z
  .object({
    minAge: whole(0, 120),
    maxAge: whole(0, 120),
    minParticipants: whole(1, 100),
    minMinutes: whole(1, 24 * 60),
    oncePerDay: z.boolean({ error: 'valueInvalid' }),
    minLeaderAge: whole(0, 120),
    keepYears: whole(1, 50),
  })
  .refine((rules) => rules.minAge <= rules.maxAge, { message: 'ageBand', path: ['maxAge'] });
export type TGrantRules = z.infer<typeof ZGrantRules>;
