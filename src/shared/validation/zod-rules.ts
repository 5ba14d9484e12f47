import { z } from 'zod';
import type { TRuleName, TFormValues } from './rules.ts';
import { validateField, type TFieldRules } from './field-rules.ts';
import { RULE_TEXT_MAX, zBoundedString } from './bounded-string.ts';

/**
 * Rules that judge one string on its own. passwordMatch needs the other fields and goes
 * through zFormRules; accept is a checkbox and goes through zAccepted.
 */
export type TStringRuleName = Exclude<TRuleName, 'passwordMatch' | 'accept'>;
/** An optional field cannot be mandatory. */
export type TOptionalRuleName = Exclude<TStringRuleName, 'mandatory'>;

/**
 * A string checked by exactly the rules the web forms use; the issue message is the error
 * key, so the client can translate it. Its length (at most `max`) is checked first, so no rule
 * ever runs on more text than the field holds. The value is not trimmed: chain `.trim()` where the
 * stored text should be (never on passwords).
 */
export function zRule(ruleNames: readonly TStringRuleName[], max: number = RULE_TEXT_MAX) {
  return zBoundedString(max, { tooLong: 'tooLong' }).superRefine((value, ctx) => {
    const errorKey = validateField(ruleNames, value);
    if (errorKey !== undefined) ctx.addIssue({ code: 'custom', message: errorKey });
  });
}

/** Missing or empty is fine; anything given must satisfy the rules. */
export function zOptionalRule(ruleNames: readonly TOptionalRuleName[], max: number = RULE_TEXT_MAX) {
  return zRule(ruleNames, max).optional();
}

/** A consent checkbox: true or 'true' (from a form post); the parsed value is always true. */
export function zAccepted() {
  return z
    .union([z.boolean(), z.string()], { error: 'accept' })
    .superRefine((value, ctx) => {
      const errorKey = validateField(['accept'], value);
      if (errorKey !== undefined) ctx.addIssue({ code: 'custom', message: errorKey });
    })
    .transform((): true => true);
}

/**
 * For rules across fields, on the object schema:
 * `z.object({...}).superRefine(zFormRules({ confirmpassword: ['passwordMatch'] }))`.
 * Each issue sits on its field's path, as a field-level rule's would.
 */
export function zFormRules<TField extends string>(fieldRules: TFieldRules<TField>) {
  return (values: TFormValues, ctx: z.RefinementCtx): void => {
    for (const field of Object.keys(fieldRules) as TField[]) {
      const errorKey = validateField(fieldRules[field] ?? [], values[field], values);
      if (errorKey !== undefined) ctx.addIssue({ code: 'custom', message: errorKey, path: [field] });
    }
  };
}
