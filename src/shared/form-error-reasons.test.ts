import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZGuestBookingInput, ZMemberBookingInput, ZSignupSettings } from './bookings.ts';
import { ZContactMessage } from './contact.schema.ts';
import { ZEventFields } from './event-form.schema.ts';
import { ZAddressSelf, ZKidSelf, ZProfileSelf, ZSpouseSelf } from './profile.schema.ts';
import { ZRegistration } from './registration.schema.ts';

/*
 * Every refusal of the public and member forms says what is wrong: where a field's problem has a key
 * of its own (too long, no date, no number, out of range, e-mail, phone, invisible characters), the
 * field answers that key and never the generic valueInvalid.
 */

const SCHEMAS: Record<string, z.ZodType> = {
  contact: ZContactMessage,
  registration: ZRegistration,
  profile: ZProfileSelf,
  address: ZAddressSelf,
  spouse: ZSpouseSelf,
  kid: ZKidSelf,
  guestBooking: ZGuestBookingInput,
  memberBooking: ZMemberBookingInput,
  signupSettings: ZSignupSettings,
  event: ZEventFields,
};

/**
 * Fields whose every refusal is generic: a choice from a list, a checkbox, a hidden field or ids the
 * page itself sends. A person cannot type a wrong value into them, so no reason of its own fits.
 */
const GENERIC_ONLY = new Set([
  'contact.website',
  'registration.self.gender',
  'registration.self.accept',
  'registration.language',
  'profile.gender',
  'kid.givenId',
  'memberBooking.attendees',
  'guestBooking.language',
  'signupSettings.openToNonMembers',
  'event.published',
  'event.notifyMembers',
  'event.picture',
]);

/** What a form can send into a field that is wrong in some way. */
const BAD_TEXTS = [
  'a'.repeat(20_000),
  ` ${'b'.repeat(6000)} `,
  'abc',
  '12.5',
  '-1',
  '99999999',
  '2031-02-31',
  '31/02/2031',
  '25:61',
  'bell\u0007',
  'not an e-mail',
  '+46 12',
];

type TPath = (string | number)[];

function innerOf(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { def: { innerType?: z.ZodType; out?: z.ZodType; type: string } }).def;
  if (def.innerType) return innerOf(def.innerType);
  if (def.type === 'pipe' && def.out) return innerOf(def.out);
  return schema;
}

/** Every leaf field of an object schema, by its path (an array's first item stands for all). */
function leafPaths(schema: z.ZodType, path: TPath = []): TPath[] {
  const inner = innerOf(schema);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      leafPaths(field, [...path, key]),
    );
  }
  if (inner instanceof z.ZodArray && innerOf(inner.element as z.ZodType) instanceof z.ZodObject) {
    return leafPaths(inner.element as z.ZodType, [...path, 0]);
  }
  return [path];
}

function withValue(path: TPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = withValue(rest, value);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

/** The messages of the issues on exactly this field. */
function refusalsOf(schema: z.ZodType, path: TPath, value: unknown): string[] {
  const result = schema.safeParse(withValue(path, value));
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path.join('.')).map((issue) => issue.message);
}

describe('the public and member forms refuse with the reason', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    const paths = leafPaths(schema);

    it(`${name}: the walk finds its fields`, () => {
      expect(paths.length).toBeGreaterThan(1);
    });

    for (const path of paths) {
      const field = `${name}.${path.filter((part) => typeof part === 'string').join('.')}`;
      if (GENERIC_ONLY.has(field)) continue;
      it(`${field} never answers the generic key to typed text`, () => {
        for (const text of BAD_TEXTS) {
          expect(refusalsOf(schema, path, text), `${field} given ${JSON.stringify(text.slice(0, 20))}`).not.toContain(
            'valueInvalid',
          );
        }
      });
    }
  }

  // The walk would pass if nothing were refused at all: these name the reason each kind of input gets.
  const reasons: [string, z.ZodType, TPath, unknown, string][] = [
    ['a long name', ZContactMessage, ['fullName'], 'a'.repeat(101), 'tooLong'],
    ['a long message', ZContactMessage, ['message'], 'a'.repeat(5001), 'tooLong'],
    ['an e-mail that is none', ZContactMessage, ['email'], 'not an e-mail', 'emailInvalid'],
    ['a long first name', ZRegistration, ['self', 'firstName'], 'a'.repeat(101), 'tooLong'],
    ['a long kid name', ZRegistration, ['kids', 0, 'lastName'], 'a'.repeat(101), 'tooLong'],
    ['a long city', ZRegistration, ['self', 'city'], 'a'.repeat(201), 'tooLong'],
    ['a phone that is none', ZRegistration, ['self', 'phoneNumber'], '+46 12', 'phoneNumberInvalid'],
    ['a long street', ZAddressSelf, ['streetAddress'], 'a'.repeat(201), 'tooLong'],
    ['a long current password', ZProfileSelf, ['currentPassword'], 'a'.repeat(201), 'tooLong'],
    ['a long visitor name', ZGuestBookingInput, ['name'], 'a'.repeat(500), 'tooLong'],
    ['a bell in a visitor name', ZGuestBookingInput, ['name'], 'Meena\u0007', 'invisibleCharacters'],
    ['a phone that is none', ZGuestBookingInput, ['phone'], '0701', 'phoneNumberInvalid'],
    ['adults in words', ZGuestBookingInput, ['adults'], 'two', 'numberInvalid'],
    ['half an adult', ZGuestBookingInput, ['adults'], '1.5', 'numberInvalid'],
    ['no adult', ZGuestBookingInput, ['adults'], '0', 'numberOutOfRange'],
    ['too many children', ZGuestBookingInput, ['children'], '99999', 'numberOutOfRange'],
    ['a bell in a note', ZMemberBookingInput, ['note'], 'nuts\u0007', 'invisibleCharacters'],
    ['a long note', ZMemberBookingInput, ['note'], 'a'.repeat(501), 'tooLong'],
    ['guests in words', ZMemberBookingInput, ['guestAdults'], 'some', 'numberInvalid'],
    ['places in words', ZSignupSettings, ['places'], 'many', 'numberInvalid'],
    ['no places', ZSignupSettings, ['places'], '0', 'numberOutOfRange'],
    ['a closing day that is none', ZSignupSettings, ['signupClosesOn'], '2031-02-31', 'dateInvalid'],
    ['a price in words', ZSignupSettings, ['memberAdult'], 'free', 'numberInvalid'],
    ['a price too high', ZSignupSettings, ['memberAdult'], '99999999', 'numberOutOfRange'],
    ['a start time that is none', ZEventFields, ['startTime'], '25:61', 'timeInvalid'],
    ['a start day that is none', ZEventFields, ['startDate'], '2031-02-31', 'dateInvalid'],
  ];
  for (const [what, schema, path, value, key] of reasons) {
    it(`${what} (${path.join('.')}) is refused as ${key}`, () => {
      expect(refusalsOf(schema, path, value)).toEqual([key]);
    });
  }
});
