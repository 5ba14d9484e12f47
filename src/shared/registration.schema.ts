import { z } from 'zod';
import { ZLanguage } from './language-schema.ts';
import { GENDERS } from './member-values.ts';
import { MAX_KIDS } from './given-id.ts';
import { zOptionalRule, zRule } from './validation/zod-rules.ts';
import { zPersonalNumber } from './validation/zod-personnummer.ts';
import { hasInvisibleControl, INVISIBLE_CHARACTERS } from './validation/visible-text.ts';
import { TERMS_VERSION } from './registration-terms.ts';

const NAME_MAX = 100;
const TEXT_MAX = 200;
const EMAIL_MAX = 254;
const PHONE_MAX = 20;
const POSTAL_CODE_MAX = 20;

const isVisibleText = (text: string) => !hasInvisibleControl(text);
const zName = () =>
  zRule(['mandatory'], NAME_MAX).pipe(
    z.string().trim().max(NAME_MAX, 'tooLong').refine(isVisibleText, INVISIBLE_CHARACTERS),
  );
const zOptionalText = () =>
  zOptionalRule([], TEXT_MAX).pipe(
    z.string().trim().max(TEXT_MAX, 'tooLong').refine(isVisibleText, INVISIBLE_CHARACTERS).optional(),
  );
const zEmail = () =>
  zRule(['mandatory', 'email'], EMAIL_MAX).pipe(z.string().trim().toLowerCase().max(EMAIL_MAX, 'tooLong'));

/** The person registering. */
export const ZRegistrationSelf = z.object({
  firstName: zName(),
  lastName: zName(),
  // Membership requires age 18 or older.
  personalNumber: zPersonalNumber('adult'),
  gender: z.enum(GENDERS, { error: 'valueInvalid' }).optional(),
  email: zEmail(),
  streetAddress: zOptionalText(),
  city: zOptionalText(),
  postalCode: zOptionalRule(['zipCode'], POSTAL_CODE_MAX).pipe(
    z.string().trim().max(POSTAL_CODE_MAX, 'tooLong').optional(),
  ),
  country: zOptionalText(),
  phoneNumber: zOptionalRule(['telephone'], PHONE_MAX).pipe(z.string().trim().optional()),
  /** The version of the terms accepted with the Accept button. */
  accept: z.literal(TERMS_VERSION, { error: 'accept' }),
});

export const ZRegistrationSpouse = z.object({
  firstName: zName(),
  lastName: zName(),
  personalNumber: zPersonalNumber('adult'),
  email: zEmail(),
  phoneNumber: zOptionalRule(['telephone'], PHONE_MAX).pipe(z.string().trim().optional()),
});

export const ZRegistrationKid = z.object({
  firstName: zName(),
  lastName: zName(),
  personalNumber: zPersonalNumber('kid'),
});

/** POST /api/membership/register: one family, validated alike by the form and the server. */
export const ZRegistration = z
  .object({
    self: ZRegistrationSelf,
    spouse: ZRegistrationSpouse.optional(),
    kids: z.array(ZRegistrationKid).max(MAX_KIDS, 'valueInvalid').optional(),
    /** The interface language at the time, for the mails to the family. */
    language: ZLanguage.optional(),
  })
  .superRefine((registration, ctx) => {
    // One person, one entry: the same e-mail or personnummer twice in one family is a typing slip.
    if (registration.spouse && registration.spouse.email === registration.self.email) {
      ctx.addIssue({ code: 'custom', message: 'emailInvalid', path: ['spouse', 'email'] });
    }
    const seen = new Set<string>();
    const people = [
      { path: ['self'], pnr: registration.self.personalNumber },
      ...(registration.spouse ? [{ path: ['spouse'], pnr: registration.spouse.personalNumber }] : []),
      ...(registration.kids ?? []).map((kid, index) => ({ path: ['kids', index], pnr: kid.personalNumber })),
    ];
    for (const person of people) {
      if (seen.has(person.pnr)) {
        ctx.addIssue({ code: 'custom', message: 'personalNumberInvalid', path: [...person.path, 'personalNumber'] });
      }
      seen.add(person.pnr);
    }
  });

export type TRegistration = z.infer<typeof ZRegistration>;
export type TRegistrationInput = z.input<typeof ZRegistration>;
