import { FORM_PRESS_FIELD } from './form-post.ts';
import { MAX_KIDS } from './given-id.ts';
import { isLanguage, type TLanguage } from './languages.ts';
import { TERMS_VERSION } from './registration-terms.ts';

/*
 * The registration form as typed, and what ZRegistration checks made from it: the form does it in
 * the browser, and the form's post without the app on the server, so both check the same thing. A
 * field's name is its dotted place in the form (`self.email`, `hasSpouse`, `kids.0.firstName`); the
 * terms box is `self.accept`, where the schema reports its error.
 */

/** The form's name when it is sent without the app (TFormPostState). */
export const REGISTRATION_FORM = 'registration';

export const SELF_FIELDS = [
  'firstName',
  'lastName',
  'personalNumber',
  'gender',
  'email',
  'streetAddress',
  'city',
  'postalCode',
  'country',
  'phoneNumber',
] as const;
export const SPOUSE_FIELDS = ['firstName', 'lastName', 'personalNumber', 'email', 'phoneNumber'] as const;
export const KID_FIELDS = ['firstName', 'lastName', 'personalNumber'] as const;

/** Every field as typed, strings only (a gender not chosen is ''). */
export type TSelfFields = Record<(typeof SELF_FIELDS)[number], string>;
export type TSpouseFields = Record<(typeof SPOUSE_FIELDS)[number], string>;
/** `key` only keeps React's identity of a kid's section stable when an earlier kid is removed. */
export type TKidFields = Record<(typeof KID_FIELDS)[number], string> & { key: number };

export type TRegistrationForm = {
  /** `accept`: the terms box (with the app, ticked by the terms popup's Accept button only). */
  self: TSelfFields & { accept: boolean };
  hasSpouse: boolean;
  spouse: TSpouseFields;
  kids: TKidFields[];
  nextKidKey: number;
};

const emptyFields = <TField extends string>(fields: readonly TField[]) =>
  Object.fromEntries(fields.map((field) => [field, ''])) as Record<TField, string>;

/** An empty form; `kids` empty kid rows and the spouse's fields shown as the page's address asks. */
export function emptyRegistrationForm({ kids = 0, hasSpouse = false } = {}): TRegistrationForm {
  const count = Number.isFinite(kids) ? Math.max(0, Math.min(MAX_KIDS, Math.trunc(kids))) : 0;
  return {
    self: { ...emptyFields(SELF_FIELDS), accept: false },
    hasSpouse,
    spouse: emptyFields(SPOUSE_FIELDS),
    kids: Array.from({ length: count }, (_, index) => ({ ...emptyFields(KID_FIELDS), key: index + 1 })),
    nextKidKey: count + 1,
  };
}

export function canAddKid(form: TRegistrationForm): boolean {
  return form.kids.length < MAX_KIDS;
}

/**
 * Adds a kid row, its family name taken from the registrant's (still editable); at MAX_KIDS
 * nothing changes (the button is gone by then anyway).
 */
export function addKid(form: TRegistrationForm): TRegistrationForm {
  if (!canAddKid(form)) return form;
  const kid: TKidFields = { key: form.nextKidKey, firstName: '', lastName: form.self.lastName, personalNumber: '' };
  return { ...form, kids: [...form.kids, kid], nextKidKey: form.nextKidKey + 1 };
}

/** Removes one kid; removing the only kid leaves none, which hides the kids section. */
export function removeKid(form: TRegistrationForm, index: number): TRegistrationForm {
  if (!Number.isInteger(index) || index < 0 || index >= form.kids.length) return form;
  return { ...form, kids: form.kids.filter((_, position) => position !== index) };
}

/** Optional text typed as blanks is "not given": it is left out of what the schema checks. */
function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/**
 * What ZRegistration checks (POST /api/membership/register's body, before the schema trims it).
 * Mandatory fields are always there (empty too) so the schema answers "Required" for them; an
 * unticked spouse and an empty kids list are left out, and `accept` is there only when ticked.
 */
export function registrationOfForm(form: TRegistrationForm, language: TLanguage | undefined) {
  const { self, spouse } = form;
  return {
    self: {
      firstName: self.firstName,
      lastName: self.lastName,
      personalNumber: self.personalNumber,
      gender: optional(self.gender),
      email: self.email,
      streetAddress: optional(self.streetAddress),
      city: optional(self.city),
      postalCode: optional(self.postalCode),
      country: optional(self.country),
      phoneNumber: optional(self.phoneNumber),
      accept: self.accept ? TERMS_VERSION : undefined,
    },
    ...(form.hasSpouse ? { spouse: { ...spouse, phoneNumber: optional(spouse.phoneNumber) } } : {}),
    ...(form.kids.length > 0
      ? { kids: form.kids.map(({ firstName, lastName, personalNumber }) => ({ firstName, lastName, personalNumber })) }
      : {}),
    ...(language ? { language } : {}),
  };
}

/** The press that sent the form without the app, when it was not the send button. */
export const ADD_KID_INTENT = 'add-kid';
export const removeKidIntent = (index: number) => `remove-kid:${index}`;

const text = (fields: Readonly<Record<string, unknown>>, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};
const wasSent = (fields: Readonly<Record<string, unknown>>, name: string) => typeof fields[name] === 'string';

/**
 * The form from a post without the app. A kid row is there when the page showed it (any of its
 * fields was sent, empty too: an added kid left empty is refused as the app refuses it); rows come
 * in their order, numbered anew.
 */
export function formOfPost(fields: Readonly<Record<string, unknown>>): TRegistrationForm {
  const pick = <TField extends string>(prefix: string, names: readonly TField[]) =>
    Object.fromEntries(names.map((name) => [name, text(fields, `${prefix}.${name}`)])) as Record<TField, string>;
  const kids = Array.from({ length: MAX_KIDS }, (_, index) => `kids.${index}`)
    .filter((prefix) => KID_FIELDS.some((name) => wasSent(fields, `${prefix}.${name}`)))
    .map((prefix, index) => ({ ...pick(prefix, KID_FIELDS), key: index + 1 }));
  return {
    self: { ...pick('self', SELF_FIELDS), accept: text(fields, 'self.accept') === 'true' },
    hasSpouse: text(fields, 'hasSpouse') === 'true',
    spouse: pick('spouse', SPOUSE_FIELDS),
    kids,
    nextKidKey: kids.length + 1,
  };
}

/** The form after the press it was sent with: a kid added or removed; undefined for the send itself. */
export function formAfterPress(form: TRegistrationForm, fields: Readonly<Record<string, unknown>>) {
  const intent = text(fields, FORM_PRESS_FIELD);
  if (intent === ADD_KID_INTENT) return addKid(form);
  const removed = /^remove-kid:(\d)$/.exec(intent);
  if (removed) return removeKid(form, Number(removed[1]));
  // The spouse ticked on a page that showed no spouse fields: the page again, now with them.
  if (form.hasSpouse && !SPOUSE_FIELDS.some((name) => wasSent(fields, `spouse.${name}`))) return form;
  return undefined;
}

/** The post's interface language, for the mails to the family (none when it names no language). */
export function languageOfPost(fields: Readonly<Record<string, unknown>>): TLanguage | undefined {
  return isLanguage(fields.language) ? fields.language : undefined;
}

/** The form as the fields a page shows again after a refused post (what was typed, no more). */
export function postOfForm(form: TRegistrationForm): Record<string, string> {
  const prefixed = (prefix: string, values: Readonly<Record<string, string | number | boolean>>) =>
    Object.entries(values)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => [`${prefix}.${name}`, String(value)]);
  return Object.fromEntries([
    ...prefixed('self', form.self),
    ['hasSpouse', String(form.hasSpouse)],
    ...prefixed('spouse', form.spouse),
    ...form.kids.flatMap((kid, index) => prefixed(`kids.${index}`, kid)),
  ]);
}

/** How many kid rows a refused post showed: the page renders as many before filling them. */
export function kidRowsOfPost(values: Readonly<Record<string, string>>): number {
  const rows = Object.keys(values).map((name) => /^kids\.(\d)\./.exec(name)?.[1]);
  return rows.reduce((count, row) => (row === undefined ? count : Math.max(count, Number(row) + 1)), 0);
}
