import { VALIDATION_ERROR_KEYS } from '../../shared/validation/rules.ts';
import { ApiError } from './api-client.ts';

/** The error code of a JSON error answer ({ error, message }), if it is one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return undefined;
  const code = (error.data as { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}

/** A validation answer's per-field keys (the server uses the same rule keys as the forms). */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined;
}

const VALIDATION_KEYS: ReadonlySet<string> = new Set(VALIDATION_ERROR_KEYS);

/** The catalog key that says a field error: the shared rule texts, or the accounts' own (commonPassword). */
export function fieldErrorKey(key: string): string {
  if (VALIDATION_KEYS.has(key)) return `validation:${key}`;
  if (key === 'commonPassword') return 'accounts:errors.commonPassword';
  return 'validation:valueInvalid';
}
