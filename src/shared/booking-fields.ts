import { z } from 'zod';
import { zBoundedString } from './validation/bounded-string.ts';
import { isIsoDay } from './events.ts';

/** Field schemas of the sign-up forms; each issue's message is the key the form translates. */

/** Control characters other than tab and line breaks have no place in a note or a name. */
export function hasControlCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** A form's text box sends strings; JSON clients send numbers. Both are read the same way. */
export const fromFormNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : value;
};

export const zCount = (min: number, max: number) =>
  z.preprocess(
    fromFormNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? 'mandatory' : 'numberInvalid') })
      .int('numberInvalid')
      .min(min, 'numberOutOfRange')
      .max(max, 'numberOutOfRange'),
  );

/** SEK with at most two decimals (öre); empty means free. More decimals have no reason of their own. */
export const zPrice = (max: number) =>
  z.preprocess(
    (value) => fromFormNumber(value) ?? 0,
    z
      .number({ error: 'numberInvalid' })
      .min(0, 'numberOutOfRange')
      .max(max, 'numberOutOfRange')
      .refine((sek) => Math.abs(sek * 100 - Math.round(sek * 100)) < 1e-6, 'valueInvalid'),
  );

export const zNote = (max: number) =>
  zBoundedString(max, { tooLong: 'tooLong' })
    .trim()
    .refine((text) => !hasControlCharacters(text), 'invisibleCharacters')
    .default('');

/** YYYY-MM-DD, with room for stray spaces. */
const DAY_MAX = 20;

export const zDay = zBoundedString(DAY_MAX, { notText: 'mandatory', tooLong: 'dateInvalid' })
  .trim()
  .min(1, 'mandatory')
  .refine(isIsoDay, 'dateInvalid')
  .refine((day) => day >= '1900-01-01' && day <= '2199-12-31', 'dateInvalid');

/** A checkbox as JSON true/false or as a form's 'true'/''. */
export const zFlag = z.preprocess(
  (value) => {
    if (value === 'true' || value === 'on') return true;
    if (value === '' || value === 'false' || value === undefined) return false;
    return value;
  },
  z.boolean({ error: 'valueInvalid' }),
);

/** Places of an event: empty or missing is unlimited (null). */
export const zPlaces = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : fromFormNumber(value)),
    z
      .number({ error: 'numberInvalid' })
      .int('numberInvalid')
      .min(1, 'numberOutOfRange')
      .max(max, 'numberOutOfRange')
      .nullable(),
  );
