import { personnummerProblem } from '../personnummer.ts';

/**
 * The error keys are also the keys of locales/{ta,en,sv}/validation.json: the rules only
 * name the problem, each language says it in its own words.
 */
export const VALIDATION_ERROR_KEYS = [
  'mandatory',
  'accept',
  'emailInvalid',
  'valueInvalid',
  'nameCharacters',
  'invisibleCharacters',
  'phoneNumberInvalid',
  'zipCodeInvalid',
  'notAStrongPassword',
  'passwordNeedsVariety',
  'passwordRepeated',
  'passwordSequence',
  'passwordHasName',
  'passwordPattern',
  'passwordMismatch',
  'personalNumberInvalid',
  'personalNumberCheckDigit',
  'adultAgeRequired',
  'kidAgeTooHigh',
  'birthDateInFuture',
  'tooLong',
  'dateInvalid',
  'timeInvalid',
  'endBeforeStart',
  'numberInvalid',
  'numberOutOfRange',
] as const;

export type TValidationErrorKey = (typeof VALIDATION_ERROR_KEYS)[number];

/** Every value of a form by field name; some rules (passwordMatch) look at the other fields. */
export type TFormValues = Readonly<Record<string, unknown>>;

/** A rule returns the error key when it is broken and undefined when it holds. */
export type TRule = (value: unknown, allValues: TFormValues) => TValidationErrorKey | undefined;

// Form fields arrive as strings from inputs and JSON, but a number or boolean must not crash a rule.
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/**
 * Only mandatory and accept complain about a missing value; every other rule leaves that to
 * them, so one field never shows two errors for the same emptiness. Formats are checked on
 * the trimmed text, since a stray space from copy and paste is not the user's mistake.
 */
function optionalText(holds: (text: string) => boolean, errorKey: TValidationErrorKey): TRule {
  return (value) => {
    const text = asText(value).trim();
    return text === '' || holds(text) ? undefined : errorKey;
  };
}

/**
 * Passwords are taken exactly as typed: spaces may be part of them. Only a value that is
 * empty after trimming counts as "not given".
 */
function optionalRaw(holds: (text: string, allValues: TFormValues) => boolean, errorKey: TValidationErrorKey): TRule {
  return (value, allValues) => {
    const text = asText(value);
    return text.trim() === '' || holds(text, allValues) ? undefined : errorKey;
  };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/**
 * A person's name: words of letters (any script), separated by spaces, and inside a word a hyphen or
 * an apostrophe, as real names have them (Lund-Berg, O'Brien, D’Souza). Digits and other signs are not
 * part of a name.
 */
const PERSON_NAME = /^[\p{L}\p{M}]+(?:(?: +|[-'’])[\p{L}\p{M}]+)*$/u;
const SIX_DIGITS = /^[0-9]{6}$/;
const DIGITS = /^[0-9]+$/;
// Digits and spaces with at least one digit; leading spaces, then a digit, so no two parts can share a run.
const ZIP_CODE = /^ *[0-9][0-9 ]*$/;
// Digit groups separated by single spaces or hyphens, with an optional leading "+".
const PHONE_SHAPE = /^\+?[0-9]+(?:[ -][0-9]+)*$/;
const EXPLICIT_COUNTRY_CODE = /^\+[0-9]{1,3}[ -](.+)$/;
const NATIONAL_DIGITS = 10;
const MAX_COUNTRY_CODE_DIGITS = 3;

function isTelephone(text: string): boolean {
  if (!PHONE_SHAPE.test(text)) return false;
  const digitCount = (s: string) => s.replace(/[ -]/g, '').length;
  if (!text.startsWith('+')) return digitCount(text) === NATIONAL_DIGITS;
  // When the country code stands apart ("+46 070..."), it cannot lend a digit to a short
  // number: "+46 070123456" must fail even though 46070123456 has 11 digits.
  const explicit = EXPLICIT_COUNTRY_CODE.exec(text);
  if (explicit) return digitCount(explicit[1] ?? '') === NATIONAL_DIGITS;
  const total = digitCount(text.slice(1));
  return total > NATIONAL_DIGITS && total <= NATIONAL_DIGITS + MAX_COUNTRY_CODE_DIGITS;
}

// Right format but a wrong last digit is nearly always a typo in one digit: say so, not "format".
const personalNumberRule: TRule = (value) => {
  const text = asText(value).trim();
  if (text === '') return undefined;
  const problem = personnummerProblem(text, new Date());
  if (problem === 'checkDigit') return 'personalNumberCheckDigit';
  return problem === 'format' ? 'personalNumberInvalid' : undefined;
};

export const MIN_PASSWORD_LENGTH = 8;

function hasOneOfTheClasses(text: string): boolean {
  const lowercase = text.match(/\p{Ll}/gu)?.length ?? 0;
  return /\p{Lu}/u.test(text) || /[^\p{L}\p{M}\p{N}\s]/u.test(text) || /\p{Nd}/u.test(text) || lowercase >= 2;
}

// A unit this short, repeated, is a pattern rather than a password: aaaaaaaa, abababab, 12341234.
const MAX_REPEATED_UNIT = 4;

function isRepetition(characters: readonly string[]): boolean {
  for (let unit = 1; unit <= MAX_REPEATED_UNIT; unit++) {
    if (characters.every((character, index) => character === characters[index % unit])) return true;
  }
  return false;
}

// Rows of keys as people run a finger along them (Swedish and English keyboards), and the digits,
// which wrap round (78901234).
const KEY_ROWS = ['qwertyuiopå', 'asdfghjklöä', 'zxcvbnm', '12345678901234567890'];

/** The whole password is one run: each character next to the one before (abcdefgh, 87654321) or along a row of keys. */
function isSequence(characters: readonly string[]): boolean {
  const codes = characters.map((character) => character.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if ((step === 1 || step === -1) && codes.every((code, index) => index === 0 || code - codes[index - 1]! === step)) {
    return true;
  }
  const text = characters.join('');
  const reversed = [...characters].reverse().join('');
  return KEY_ROWS.some((row) => row.includes(text) || row.includes(reversed));
}

/**
 * The spec's strength rule (8 characters, one of the classes), and no password that is one
 * character or a short part repeated, or a run of letters, digits or keys. Letter case does not
 * make a pattern stronger (AbAbAbAb).
 */
function passwordWeakness(text: string): TValidationErrorKey | undefined {
  // Count code points, so an emoji or a Tamil letter is one character, as the user sees it.
  if ([...text].length < MIN_PASSWORD_LENGTH) return 'notAStrongPassword';
  const characters = [...text.toLocaleLowerCase('en')];
  if (isRepetition(characters)) return 'passwordRepeated';
  if (isSequence(characters)) return 'passwordSequence';
  if (!hasOneOfTheClasses(text)) return 'passwordNeedsVariety';
  return undefined;
}

export const RULE_NAMES = [
  'mandatory',
  'accept',
  'email',
  'alphabetical',
  'confirmcode',
  'numeric',
  'telephone',
  'zipCode',
  'passwordStrength',
  'passwordMatch',
  'personalnumber',
] as const;

export type TRuleName = (typeof RULE_NAMES)[number];

/** The product spec's rules, shared by the web forms and the server. */
export const RULES: Readonly<Record<TRuleName, TRule>> = {
  mandatory: (value) => (asText(value).trim() === '' ? 'mandatory' : undefined),
  accept: (value) => (value === true || value === 'true' ? undefined : 'accept'),
  email: optionalText((text) => EMAIL.test(text), 'emailInvalid'),
  alphabetical: optionalText((text) => PERSON_NAME.test(text), 'nameCharacters'),
  confirmcode: optionalText((text) => SIX_DIGITS.test(text), 'valueInvalid'),
  numeric: optionalText((text) => DIGITS.test(text), 'valueInvalid'),
  telephone: optionalText(isTelephone, 'phoneNumberInvalid'),
  zipCode: optionalText((text) => ZIP_CODE.test(text), 'zipCodeInvalid'),
  // Any typed form (12 digits with or without '-', 10 digits with '-' or '+'); see normalisePersonnummer.
  personalnumber: personalNumberRule,
  passwordStrength: (value) => {
    const text = asText(value);
    return text.trim() === '' ? undefined : passwordWeakness(text);
  },
  // Put on the confirmpassword field; compares with the form's password field.
  passwordMatch: optionalRaw((text, allValues) => text === asText(allValues['password']), 'passwordMismatch'),
};
