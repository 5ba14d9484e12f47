import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { VALIDATION_ERROR_KEYS, type TValidationErrorKey } from '../../shared/validation/rules.ts';
import type { TFieldErrorResponse } from './errors.ts';

// Field errors answer per field (`self.email`, `kids.0.firstName`) a validation key the forms translate.

const isErrorKey = (value: unknown): value is TValidationErrorKey =>
  (VALIDATION_ERROR_KEYS as readonly unknown[]).includes(value);

// The form translates keys; zod's own English (a missing object, a wrong type) becomes the nearest key.
function errorKeyOf(issue: FastifySchemaValidationError): TValidationErrorKey {
  if (isErrorKey(issue.message)) return issue.message;
  if (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '')) return 'mandatory';
  return 'valueInvalid';
}

const fieldOf = (instancePath: string) => instancePath.split('/').filter(Boolean).join('.') || 'body';

export function validationAnswer(issues: readonly FastifySchemaValidationError[]): TFieldErrorResponse {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldOf(issue.instancePath)] ??= errorKeyOf(issue);
  return { error: 'validation', message: 'Some fields are not valid.', fields };
}

// Postgres refuses NUL in text, and no name or address holds a control character on purpose.
const CONTROL = /\p{Cc}/u;

/** Fields of a parsed body whose text holds a control character; empty when there are none. */
export function controlCharacterFields(value: unknown, path: string[] = []): Record<string, TValidationErrorKey> {
  if (typeof value === 'string') return CONTROL.test(value) ? { [path.join('.') || 'body']: 'valueInvalid' } : {};
  if (typeof value !== 'object' || value === null) return {};
  let fields: Record<string, TValidationErrorKey> = {};
  for (const [key, child] of Object.entries(value)) {
    fields = { ...fields, ...controlCharacterFields(child, [...path, key]) };
  }
  return fields;
}

/** `{error: 'validation', fields: {name: 'mandatory', ...}}`, the same shape the error plugin answers. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message || 'valueInvalid';
  }
  return fields;
}
