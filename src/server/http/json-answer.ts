import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * A public JSON answer serialized once, when its cache entry is filled: a burst of
 * visitors then costs a string write each, not a schema check and JSON.stringify per request, and
 * a browser that has it already gets 304 by its ETag.
 */
export type TJsonAnswer = { body: Buffer; etag: string };

/** Checked and stripped by the route's response schema, as Fastify's serializer would per request. */
export function toJsonAnswer<T extends z.ZodType>(schema: T, value: z.input<T>): TJsonAnswer {
  // Encoded once too: Tamil text is a two-byte string that Node would otherwise encode per request.
  const body = Buffer.from(JSON.stringify(schema.parse(value)));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Bytes go out as they are: Fastify's serializer only handles objects. */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: TJsonAnswer) {
  void reply.header('etag', answer.etag);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
