import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../../shared/events.ts';
import { HttpError } from '../../http/errors.ts';
import { readFileForm } from '../../http/multipart-form.ts';
import { decodeDataUrl, imageTooLarge } from '../images/index.ts';

/** Names are at most 100 characters; a field this long is not a board member. */
const FIELD_MAX_BYTES = 2048;

/** What the admin sent: the text fields, and what to do with the portrait. */
export type TBoardForm = {
  fields: Record<string, unknown>;
  /** keep: leave it as it is; remove: no portrait any more; replace: these bytes (not yet checked). */
  portrait: { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; bytes: Buffer };
};

const isTicked = (value: unknown) => value === true || value === 'true' || value === 'on' || value === '1';

/** Multipart: the file part `portrait`, and `removePortrait` ticked to drop the current one. */
async function readMultipart(request: FastifyRequest): Promise<TBoardForm> {
  const { fields, file } = await readFileForm(request, {
    file: 'portrait',
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: imageTooLarge,
    fields: 10,
    fieldSize: FIELD_MAX_BYTES,
  });
  if (file) return { fields, portrait: { kind: 'replace', bytes: file.bytes } };
  return { fields, portrait: isTicked(fields.removePortrait) ? { kind: 'remove' } : { kind: 'keep' } };
}

/** JSON: `portrait` a data URL replaces, null removes, absent keeps (as events take pictures). */
function readJson(body: unknown): TBoardForm {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'bad_request', 'Send the board member as JSON or as a multipart form.');
  }
  const fields = body as Record<string, unknown>;
  const { portrait } = fields;
  if (portrait === undefined) return { fields, portrait: { kind: 'keep' } };
  if (portrait === null) return { fields, portrait: { kind: 'remove' } };
  if (typeof portrait !== 'string') throw new HttpError(400, 'invalid_image', 'The portrait must be a data URL.');
  return { fields, portrait: { kind: 'replace', bytes: decodeDataUrl(portrait) } };
}

export async function readBoardForm(request: FastifyRequest): Promise<TBoardForm> {
  return request.isMultipart() ? readMultipart(request) : readJson(request.body);
}
