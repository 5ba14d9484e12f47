import { MAX_KIDS } from '../../../shared/given-id.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import type { TGender } from '../../../shared/member-values.ts';
import { TERMS_VERSION } from '../../../shared/registration.schema.ts';
import type { TPersonRole } from '../../../shared/validation/zod-personnummer.ts';

/** What the form holds while it is filled in: every field as typed, strings only. */
export type TSelfFields = {
  firstName: string;
  lastName: string;
  personalNumber: string;
  gender: '' | TGender;
  email: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
};

export type TSpouseFields = {
  firstName: string;
  lastName: string;
  personalNumber: string;
  email: string;
  phoneNumber: string;
};

/** `key` only keeps React's identity of a kid's section stable when an earlier kid is removed. */
export type TKidFields = { key: number; firstName: string; lastName: string; personalNumber: string };

export type TRegistrationForm = {
  self: TSelfFields;
  hasSpouse: boolean;
  spouse: TSpouseFields;
  kids: TKidFields[];
  nextKidKey: number;
  /** Set only by the Accept button of the terms popup. */
  accepted: boolean;
};

export function emptyRegistrationForm(): TRegistrationForm {
  return {
    self: {
      firstName: '',
      lastName: '',
      personalNumber: '',
      gender: '',
      email: '',
      streetAddress: '',
      city: '',
      postalCode: '',
      country: '',
      phoneNumber: '',
    },
    hasSpouse: false,
    spouse: { firstName: '', lastName: '', personalNumber: '', email: '', phoneNumber: '' },
    kids: [],
    nextKidKey: 1,
    accepted: false,
  };
}

export function canAddKid(form: TRegistrationForm): boolean {
  return form.kids.length < MAX_KIDS;
}

/**
 * Adds a kid section, its family name taken from the registrant's (still editable); at MAX_KIDS
 * nothing changes (the button is gone by then anyway).
 */
export function addKid(form: TRegistrationForm): TRegistrationForm {
  if (!canAddKid(form)) return form;
  const kid: TKidFields = { key: form.nextKidKey, firstName: '', lastName: form.self.lastName, personalNumber: '' };
  return { ...form, kids: [...form.kids, kid], nextKidKey: form.nextKidKey + 1 };
}

/** Removes one kid; removing the only kid leaves none, which hides the kids section. */
export function removeKid(form: TRegistrationForm, index: number): TRegistrationForm {
  if (index < 0 || index >= form.kids.length) return form;
  return { ...form, kids: form.kids.filter((_, position) => position !== index) };
}

export function updateKid(
  form: TRegistrationForm,
  index: number,
  field: keyof Omit<TKidFields, 'key'>,
  value: string,
): TRegistrationForm {
  return {
    ...form,
    kids: form.kids.map((kid, position) => (position === index ? { ...kid, [field]: value } : kid)),
  };
}

/**
 * The payload as the form has it, before the shared schema (ZRegistration) checks and trims it.
 * Looser than the schema's input type: an unaccepted form simply has no `accept`.
 */
export type TRegistrationDraft = {
  self: Omit<TSelfFields, 'gender' | 'streetAddress' | 'city' | 'postalCode' | 'country' | 'phoneNumber'> & {
    gender?: TGender;
    streetAddress?: string;
    city?: string;
    postalCode?: string;
    country?: string;
    phoneNumber?: string;
    accept?: typeof TERMS_VERSION;
  };
  spouse?: Omit<TSpouseFields, 'phoneNumber'> & { phoneNumber?: string };
  kids?: Omit<TKidFields, 'key'>[];
  language: TLanguage;
};

/** Optional text typed as blanks is "not given": it is left out of the payload. */
function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/**
 * The payload of POST /api/membership/register, before the shared schema checks and trims it.
 * Mandatory fields are always sent (empty too) so the schema answers "Required" for them.
 */
export function toRegistrationDraft(form: TRegistrationForm, language: TLanguage): TRegistrationDraft {
  const { self, spouse } = form;
  const draft: TRegistrationDraft = {
    self: {
      firstName: self.firstName,
      lastName: self.lastName,
      personalNumber: self.personalNumber,
      gender: self.gender === '' ? undefined : self.gender,
      email: self.email,
      streetAddress: optional(self.streetAddress),
      city: optional(self.city),
      postalCode: optional(self.postalCode),
      country: optional(self.country),
      phoneNumber: optional(self.phoneNumber),
      accept: form.accepted ? TERMS_VERSION : undefined,
    },
    language,
  };
  if (form.hasSpouse) {
    draft.spouse = {
      firstName: spouse.firstName,
      lastName: spouse.lastName,
      personalNumber: spouse.personalNumber,
      email: spouse.email,
      phoneNumber: optional(spouse.phoneNumber),
    };
  }
  if (form.kids.length > 0) {
    draft.kids = form.kids.map(({ firstName, lastName, personalNumber }) => ({ firstName, lastName, personalNumber }));
  }
  return draft;
}

/** One person of the family for the fee box: who they are, their age rule and what was typed. */
export type TFamilyPerson = {
  who: 'self' | 'spouse' | 'kid';
  kidNumber?: number;
  role: TPersonRole;
  personnummer: string;
};

/** Everyone the form registers, in the form's order: the fee box counts each of them. */
export function familyPeople(form: TRegistrationForm): TFamilyPerson[] {
  return [
    { who: 'self', role: 'adult', personnummer: form.self.personalNumber },
    ...(form.hasSpouse ? [{ who: 'spouse', role: 'adult', personnummer: form.spouse.personalNumber } as const] : []),
    ...form.kids.map((kid, index) => ({
      who: 'kid' as const,
      kidNumber: index + 1,
      role: 'kid' as const,
      personnummer: kid.personalNumber,
    })),
  ];
}

/** Whether a field path is a personnummer, which is normalised and checked as soon as it is left. */
export function isPersonalNumberPath(path: string): boolean {
  return path.endsWith('.personalNumber');
}

/** The text of a field by its dotted path (`self.email`, `kids.1.lastName`); '' for no such field. */
export function readField(form: TRegistrationForm, path: string): string {
  const [part, second, third] = path.split('.');
  if (part === 'self') return form.self[second as keyof TSelfFields] ?? '';
  if (part === 'spouse') return form.spouse[second as keyof TSpouseFields] ?? '';
  if (part === 'kids' && third) {
    const kid = form.kids[Number(second)];
    const value = kid?.[third as keyof Omit<TKidFields, 'key'>];
    return typeof value === 'string' ? value : '';
  }
  return '';
}

/**
 * A copy of the form with one field changed; a path the form does not have changes nothing. Kids
 * whose family name still is the registrant's follow a change of it; one typed apart stays.
 */
export function writeField(form: TRegistrationForm, path: string, value: string): TRegistrationForm {
  const [part, second, third] = path.split('.');
  if (path === 'self.lastName') {
    const previous = form.self.lastName;
    const kids = form.kids.map((kid) => (kid.lastName === previous ? { ...kid, lastName: value } : kid));
    return { ...form, self: { ...form.self, lastName: value }, kids };
  }
  if (part === 'self' && second && second in form.self) return { ...form, self: { ...form.self, [second]: value } };
  if (part === 'spouse' && second && second in form.spouse) {
    return { ...form, spouse: { ...form.spouse, [second]: value } };
  }
  if (part === 'kids' && (third === 'firstName' || third === 'lastName' || third === 'personalNumber')) {
    return updateKid(form, Number(second), third, value);
  }
  return form;
}
