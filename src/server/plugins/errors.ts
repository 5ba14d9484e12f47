import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError, type TErrorResponse } from '../http/errors.ts';
import { FieldValidationError, validationFailure } from '../http/field-errors.ts';

const CLIENT_ERRORS: Record<number, TErrorResponse> = {
  400: { error: 'bad_request', message: 'The request is not valid.' },
  401: { error: 'unauthorized', message: 'Please log in.' },
  403: { error: 'forbidden', message: 'You may not do that.' },
  404: { error: 'not_found', message: 'Not found.' },
  406: { error: 'not_acceptable', message: 'That response format is not available.' },
  413: { error: 'payload_too_large', message: 'The request body is too large.' },
  415: { error: 'unsupported_media_type', message: 'That content type is not accepted.' },
  429: { error: 'too_many_requests', message: 'Too many requests: try again later.' },
};
const INTERNAL: TErrorResponse = { error: 'internal', message: 'Something went wrong.' };
const UNAVAILABLE: TErrorResponse = { error: 'unavailable', message: 'The service is briefly unavailable: try again.' };

/**
 * Busboy (inside @fastify/multipart) reports a body that is not the multipart its Content-Type
 * claims (no, empty or overlong boundary; cut-off data) with plain Errors without a status: the
 * client's fault, so 400, not 500. Matched by message because nothing else tells them apart.
 */
const MULTIPART_PARSE_ERROR =
  /^(?:Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot (?:be an empty String\/Buffer|have a length bigger than 256)\.)$/;
const INVALID_MULTIPART: TErrorResponse = {
  error: 'invalid_multipart',
  message: 'The multipart body could not be read.',
};

type TAnswer = { status: number; body: TErrorResponse & { fields?: Record<string, string> } };

function toAnswer(error: FastifyError): TAnswer {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? 'body');
      fields[field] ??= issue.message ?? 'Invalid value.';
    }
    return { status: 400, body: validationFailure(fields) };
  }
  if (error instanceof FieldValidationError) return { status: 400, body: validationFailure(error.fields) };
  if (error instanceof HttpError) {
    const params = error.params ? { params: error.params } : {};
    return { status: error.statusCode, body: { error: error.code, message: error.message, ...params } };
  }
  if (error.statusCode === undefined && MULTIPART_PARSE_ERROR.test(error.message)) {
    return { status: 400, body: INVALID_MULTIPART };
  }
  const status = error.statusCode ?? 500;
  if (isDatabaseUnavailable(error)) return { status: 503, body: UNAVAILABLE };
  if (status < 400 || status >= 500) return { status: 500, body: INTERNAL };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status, body: { error: 'invalid_json', message: 'The request body is not valid JSON.' } };
  }
  return {
    status,
    body: CLIENT_ERRORS[status] ?? { error: 'bad_request', message: 'The request could not be handled.' },
  };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toAnswer(error);
  // The details (stack, SQL) go to the log only; the client gets the generic body.
  if (status === 503) {
    // The cause only: the wrapper's message carries the query's parameters (personal data).
    const cause = (error as { cause?: unknown }).cause;
    request.log.warn({ reason: cause instanceof Error ? cause.message : error.code }, 'database unavailable');
    return reply.code(status).header('retry-after', '5').send(body);
  }
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
  return reply.code(status).send(body);
}

/** For errors Fastify raises before routing (a URL it cannot decode), which skip the error handler. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: { message: error.message, code: error.code } }, 'request refused before routing');
  // No hook ran for a request that never reached routing: the answer still carries every security header.
  if (request.server.hasDecorator('securityHeaders')) void reply.headers(request.server.securityHeaders);
  void reply.code(400).send(CLIENT_ERRORS[400]);
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  // Only /api: the web app answers unknown pages itself (registered last, see app.ts).
  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
        return reply
          .code(404)
          .send({ error: 'not_found', message: `There is no API route ${request.method} ${path}.` });
      });
    },
    { prefix: '/api' },
  );
}

// skip-override is what fastify-plugin sets: the handlers apply to the whole app, not a child context.
export const errorsPlugin = Object.assign(errors, { [Symbol.for('skip-override')]: true });
