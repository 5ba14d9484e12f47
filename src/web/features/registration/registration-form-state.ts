import type { TPersonRole } from '../../../shared/person-age.ts';
import type { TKidFields, TRegistrationForm, TSelfFields, TSpouseFields } from '../../../shared/registration-form.ts';

/*
 * What the form does to its values as a person edits them with the app: a field by its dotted
 * path, the fee box's people, the errors after a kid is removed. The form itself, what the schema
 * checks made from it and the kid rows' add and remove are src/shared/registration-form.ts.
 */

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

type TKidField = keyof Omit<TKidFields, 'key'>;
const isKidField = (name: string | undefined): name is TKidField =>
  name === 'firstName' || name === 'lastName' || name === 'personalNumber';

/** The text of a field by its dotted path (`self.email`, `kids.1.lastName`); '' for no such field. */
export function readField(form: TRegistrationForm, path: string): string {
  const [part, second, third] = path.split('.');
  const value =
    part === 'self'
      ? form.self[second as keyof TSelfFields]
      : part === 'spouse'
        ? form.spouse[second as keyof TSpouseFields]
        : part === 'kids' && isKidField(third)
          ? form.kids[Number(second)]?.[third]
          : undefined;
  return typeof value === 'string' ? value : '';
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
  if (part === 'self' && second && second !== 'accept' && second in form.self) {
    return { ...form, self: { ...form.self, [second]: value } };
  }
  if (part === 'spouse' && second && second in form.spouse) {
    return { ...form, spouse: { ...form.spouse, [second]: value } };
  }
  if (part === 'kids' && isKidField(third)) {
    const index = Number(second);
    return { ...form, kids: form.kids.map((kid, at) => (at === index ? { ...kid, [third]: value } : kid)) };
  }
  return form;
}

/**
 * On blur: the blurred field takes its error from a fresh check, the others keep what they show,
 * so a section added later does not light up all at once.
 */
export function withFieldRevalidated(
  current: Readonly<Record<string, string>>,
  fresh: Readonly<Record<string, string>>,
  path: string,
): Record<string, string> {
  const { [path]: _old, ...others } = current;
  const error = fresh[path];
  return error ? { ...others, [path]: error } : others;
}

/** Errors of the kids after the one at `index` move up one place when it is removed. */
export function withKidRemoved(current: Readonly<Record<string, string>>, index: number): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [path, error] of Object.entries(current)) {
    const match = /^kids\.(\d+)\.(.+)$/.exec(path);
    if (!match) {
      next[path] = error;
      continue;
    }
    const position = Number(match[1]);
    if (position === index) continue;
    next[position > index ? `kids.${position - 1}.${match[2]}` : path] = error;
  }
  return next;
}
