import { personAgeProblem, type TPersonRole } from '../person-age.ts';
import { normalisePersonnummer } from '../personnummer.ts';
import { zRule } from './zod-rules.ts';

/**
 * A mandatory personnummer in any typed form, parsed to the stored form `YYYYMMDD-XXXX` and held to
 * the age rules of the person's role. "Today" is read at each parse, so a form left open overnight
 * and the server judge by the same day.
 */
export function zPersonalNumber(role: TPersonRole) {
  // The longest typed form is 13 characters (YYYYMMDD-XXXX); room for stray spaces.
  return zRule(['mandatory', 'personalnumber'], 20)
    .transform((value) => normalisePersonnummer(value, new Date()))
    .superRefine((value, ctx) => {
      const problem = personAgeProblem(value, role, new Date());
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
    });
}
