import { z } from 'zod';

/**
 * The longest text a rule-checked form field takes when its schema names no tighter limit. Every
 * field names its own; this one only keeps an unbounded field from reaching a rule.
 */
export const RULE_TEXT_MAX = 1024;

/**
 * A string from a client, refused when longer than `max` before any other check runs: a pattern or
 * rule never sees more text than the field can hold, so no input costs more than its limit allows.
 * The limit counts the text as it is stored, trimmed (a pasted trailing space is not the writer's
 * fault); trimming is linear. Chain rules, `.trim()` and the like after it.
 */
export function zBoundedString(max: number, errors: { tooLong?: string; notText?: string } = {}) {
  const tooLong = errors.tooLong ?? 'valueInvalid';
  return z
    .string({ error: errors.notText ?? 'valueInvalid' })
    .refine((text) => text.length <= max || text.trim().length <= max, { message: tooLong, abort: true });
}
