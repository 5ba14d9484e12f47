import { RULES } from './rules.ts';
import type { TFormValues, TRuleName, TValidationErrorKey } from './rules.ts';

/** Which rules each field must satisfy, in the order their errors should win. */
export type TFieldRules<TField extends string = string> = Readonly<Partial<Record<TField, readonly TRuleName[]>>>;

/** One error key per failing field; a field that holds is absent. */
export type TFormErrors<TField extends string = string> = Partial<Record<TField, TValidationErrorKey>>;

/** The first broken rule wins: a user fixes one thing at a time. */
export function validateField(
  ruleNames: readonly TRuleName[],
  value: unknown,
  allValues: TFormValues = {},
): TValidationErrorKey | undefined {
  for (const name of ruleNames) {
    const errorKey = RULES[name](value, allValues);
    if (errorKey !== undefined) return errorKey;
  }
  return undefined;
}

export function validateForm<TField extends string>(
  values: TFormValues,
  fieldRules: TFieldRules<TField>,
): TFormErrors<TField> {
  const errors: TFormErrors<TField> = {};
  for (const field of Object.keys(fieldRules) as TField[]) {
    const errorKey = validateField(fieldRules[field] ?? [], values[field], values);
    if (errorKey !== undefined) errors[field] = errorKey;
  }
  return errors;
}

export function hasErrors(errors: TFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
