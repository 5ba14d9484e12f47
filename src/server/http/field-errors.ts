import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { VALIDATION_ERROR_KEYS, type TValidationErrorKey } from '../../shared/validation/rules.ts';
import { HttpError, type TFieldErrorResponse } from './errors.ts';

// Field errors answer per field (`self.email`, `kids.0.firstName`) a validation key the forms translate.

/** The one body of a refused form: every 400 with field errors is built here, whoever refuses it. */
export function validationFailure(fields: Record<string, string>): TFieldErrorResponse {
  return { error: 'validation', message: 'Some fields are not valid.', fields };
}

/** Thrown by a route or a service; the errors plugin answers it as 400 with validationFailure(fields). */
export class FieldValidationError extends HttpError {
  constructor(public readonly fields: Record<string, string>) {
    const { error, message } = validationFailure(fields);
    super(400, error, message);
    this.name = 'FieldValidationError';
  }
}

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
  return validationFailure(fields);
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

/** A form checked by its shared schema: the parsed value, or a FieldValidationError with the fields' keys. */
export function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new FieldValidationError(fieldErrors(parsed.error));
  return parsed.data;
}
