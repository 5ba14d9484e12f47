import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { parseRowId } from '../../../shared/row-id.ts';
import { VALIDATION_ERROR_KEYS } from '../../../shared/validation/rules.ts';
import type { HttpError } from '../../http/errors.ts';
import { ZFieldErrorResponse } from '../../http/errors.ts';
import { validationFailure } from '../../http/field-errors.ts';
import { signedInUser } from '../../plugins/auth.ts';

/** { error: 'validation', fields: { note: 'tooLong', ... } }: the keys the forms translate. */
export const ZBookingFieldErrors = ZFieldErrorResponse;

const KEYS: ReadonlySet<string> = new Set([...VALIDATION_ERROR_KEYS, 'tooLong', 'linkInvalid', 'noPeople']);

/** A refused body: per field the schema's own key; zod's English (a wrong type) becomes valueInvalid. */
export function sendFieldErrors(reply: FastifyReply, issues: readonly FastifySchemaValidationError[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || 'body';
    fields[field] ??= issue.message && KEYS.has(issue.message) ? issue.message : 'valueInvalid';
  }
  return reply.code(400).send(validationFailure(fields));
}

/** A path id that names no row is a 404 (as the events routes answer), never a 400 or 500. */
export function rowIdOf(value: string, notFound: () => HttpError): number {
  const id = parseRowId(value);
  if (id === null) throw notFound();
  return id;
}

/** After requireUser/requireAdmin: the caller. */
export function callerOf(request: FastifyRequest): { userId: number; isAdmin: boolean } {
  const user = signedInUser(request);
  return { userId: user.id, isAdmin: user.role === 'Admin' };
}
