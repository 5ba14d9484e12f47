import { registrationSuccessText } from '../../../shared/registration.schema.ts';
import { ApiError } from '../../lib/api-client.ts';
import { serverFieldErrors, type TFieldErrors } from './field-errors.ts';

/**
 * SPEC section 4, Registration: success when the server answers the success text; any other
 * answer is shown as the reason on the form; a transport failure shows the generic failure.
 */
export type TRegistrationOutcome =
  { kind: 'success' } | { kind: 'refused'; reason: string; fields: TFieldErrors } | { kind: 'failed' };

function answerText(data: unknown): string | null {
  if (typeof data === 'string') return data.trim() === '' ? null : data.trim();
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message.trim() === '' ? null : data.message;
  }
  return null;
}

/** The answer of a request that completed (2xx). */
export function outcomeOfAnswer(data: unknown, shortName: string): TRegistrationOutcome {
  const text = answerText(data);
  if (text === registrationSuccessText(shortName)) return { kind: 'success' };
  return text === null ? { kind: 'failed' } : { kind: 'refused', reason: text, fields: {} };
}

/** What a failed request (fetch threw, or the server answered an error status) means to the visitor. */
export function outcomeOfError(error: unknown): TRegistrationOutcome {
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: 'failed' };
  const reason = answerText(error.data);
  if (reason === null) return { kind: 'failed' };
  const fields =
    error.data && typeof error.data === 'object' && 'fields' in error.data ? serverFieldErrors(error.data.fields) : {};
  return { kind: 'refused', reason, fields };
}
