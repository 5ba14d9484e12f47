import { RULES } from './rules.ts';
import type { TFormValues, TRuleName, TValidationErrorKey } from './rules.ts';

/** Which rules each field must satisfy, in the order their errors should win. */
export type TFieldRules<TField extends string = string> = Readonly<Partial<Record<TField, readonly TRuleName[]>>>;

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
