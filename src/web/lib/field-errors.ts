import { VALIDATION_ERROR_KEYS } from '../../shared/validation/rules.ts';
import { ApiError } from './api-client.ts';

/** The error code of a JSON error answer ({ error, message }), if it is one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return undefined;
  const code = (error.data as { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}

/*
 * The one place a form reads its field errors: from the shared schema's issues before sending, and
 * from a refused answer (ZFieldErrorResponse: `{ error: 'validation', fields: { path: key } }`) after.
 * A field is named by its dotted path (`email`, `texts.en.title`, `kids.0.firstName`); its error is a
 * key of the validation catalog (fieldErrorKey says which catalog text shows it).
 */

/** One error key per failing field, by dotted path. */
export type TFieldErrorKeys = Record<string, string>;

type TIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first issue of each field (a person fixes one thing at a time), as its error key. */
export function issuesToFieldErrors(issues: readonly TIssue[]): TFieldErrorKeys {
  const errors: TFieldErrorKeys = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** The `fields` of a refused answer; the server may prefix the part of the request (`body.email`). */
export function fieldErrorsOfAnswer(fields: unknown): TFieldErrorKeys {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return {};
  const errors: TFieldErrorKeys = {};
  for (const [path, value] of Object.entries(fields)) {
    if (typeof value === 'string') errors[path.replace(/^body\./, '')] = value;
  }
  return errors;
}

/** A validation answer's per-field keys (the server uses the same rule keys as the forms). */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' ? fieldErrorsOfAnswer(fields) : undefined;
}

const VALIDATION_KEYS: ReadonlySet<string> = new Set(VALIDATION_ERROR_KEYS);

/** The catalog key that says a field error: the shared rule texts, or the accounts' own (commonPassword). */
export function fieldErrorKey(key: string): string {
  if (VALIDATION_KEYS.has(key)) return `validation:${key}`;
  if (key === 'commonPassword') return 'accounts:errors.commonPassword';
  return 'validation:valueInvalid';
}
