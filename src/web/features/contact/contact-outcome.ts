import { CONTACT_SUCCESS_TEXT, type TContactField } from '../../../shared/contact.schema.ts';
import { VALIDATION_ERROR_KEYS, type TValidationErrorKey } from '../../../shared/validation/rules.ts';
import { ApiError } from '../../lib/api-client.ts';

export type TContactErrors = Partial<Record<TContactField, TValidationErrorKey>>;

/** How a send ended: the form shows the success text, the too-many-requests text, field errors or a generic failure. */
export type TContactOutcome =
  { kind: 'success' } | { kind: 'tooMany' } | { kind: 'invalid'; errors: TContactErrors } | { kind: 'failed' };

const CONTACT_FIELDS: readonly TContactField[] = ['fullName', 'email', 'subject', 'message'];

function toErrorKey(value: unknown): TValidationErrorKey {
  return (VALIDATION_ERROR_KEYS as readonly unknown[]).includes(value)
    ? (value as TValidationErrorKey)
    : 'valueInvalid';
}

/** Zod issues (or the server's `fields`) to one error key per form field; the first issue of a field wins. */
export function contactErrorsOf(entries: readonly (readonly [path: unknown, message: unknown])[]): TContactErrors {
  const errors: TContactErrors = {};
  for (const [path, message] of entries) {
    const field = String(path).replace(/^body\./, '') as TContactField;
    if (CONTACT_FIELDS.includes(field)) errors[field] ??= toErrorKey(message);
  }
  return errors;
}

/** The answer of a request that completed (2xx): only the exact success text is success. */
export function outcomeOfAnswer(data: unknown): TContactOutcome {
  return typeof data === 'string' && data.trim() === CONTACT_SUCCESS_TEXT ? { kind: 'success' } : { kind: 'failed' };
}

/** What a failed request means to the visitor. */
export function outcomeOfError(error: unknown): TContactOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  // Said from the catalog in the reader's language; the server's text is English.
  if (error.status === 429) return { kind: 'tooMany' };
  if (error.status === 400 && error.data && typeof error.data === 'object' && 'fields' in error.data) {
    const fields = error.data.fields;
    const errors =
      fields && typeof fields === 'object' && !Array.isArray(fields) ? contactErrorsOf(Object.entries(fields)) : {};
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  return { kind: 'failed' };
}
