import type { i18n as TI18n } from 'i18next';
import { registrationSuccessText } from '../../../shared/registration-terms.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorsOfAnswer } from '../../lib/field-errors.ts';

/**
 * Registration: success when the server answers the success text; any other
 * answer is shown as the reason on the form; a transport failure shows the generic failure.
 */
export type TRegistrationOutcome =
  | { kind: 'success' }
  | { kind: 'refused'; reason: string; fields: Record<string, string>; code?: string }
  | { kind: 'failed' };

/**
 * Refusals whose text the server words itself, in the language the registration was sent in (it
 * names the e-mail addresses on file); any other code is said from the registration catalog.
 */
const WORDED_BY_SERVER: ReadonlySet<string> = new Set(['duplicate_email']);

/**
 * The refusal as the form shows it: the catalog's text for its code, the server's own wording where
 * the server words it in the reader's language, a plain-text answer as it is (the form's rule), and
 * otherwise the generic failure, so no English answer reaches a Tamil or Swedish page.
 */
export function refusalText(outcome: Extract<TRegistrationOutcome, { kind: 'refused' }>, i18n: TI18n): string {
  if (outcome.code === undefined || WORDED_BY_SERVER.has(outcome.code)) return outcome.reason;
  return catalogRefusal(outcome.code, i18n);
}

/** A refusal's code said from the registration catalog (a post without the app carries the code only). */
export function catalogRefusal(code: string, i18n: TI18n): string {
  const key = `registration:serverErrors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('registration:failure');
}

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
  const data =
    error.data && typeof error.data === 'object' ? (error.data as { fields?: unknown; error?: unknown }) : {};
  const fields = 'fields' in data ? fieldErrorsOfAnswer(data.fields) : {};
  return typeof data.error === 'string'
    ? { kind: 'refused', reason, fields, code: data.error }
    : { kind: 'refused', reason, fields };
}
