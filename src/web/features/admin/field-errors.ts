import { ApiError } from '../../lib/api-client.ts';

/** Field name or path (as the shared schema names it, e.g. texts.en.title) -> key of the validation catalog. */
export type TErrors = Record<string, string>;

/** The server's field errors (400 validation), if that is what it answered. */
export function serverFieldErrors(error: unknown): TErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const { data } = error;
  if (!data || typeof data !== 'object' || !('fields' in data) || !data.fields || typeof data.fields !== 'object') {
    return null;
  }
  return data.fields as TErrors;
}
