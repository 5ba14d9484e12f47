import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../shared/events.ts';
import { HttpError } from './errors.ts';

/** The most a text field of such a form may hold; names and alt texts are far shorter. */
const FIELD_MAX_BYTES = 4096;

/** A picture sent as a data URL in JSON is base64 (4/3 of 5 MB) plus the other fields. */
export const DATA_URL_BODY_LIMIT = 7 * 1024 * 1024 + 64 * 1024;

export type TPictureForm = { fields: Record<string, unknown>; pictureFile?: Buffer };

/**
 * Reads a multipart form of text fields and at most one file, the part named `picture` (the event
 * editor, the slider). Busboy stops reading a file at IMAGE_MAX_BYTES: nothing larger is ever held in
 * memory, and the request ends with the caller's `tooLarge` error (413).
 */
export async function readPictureForm(request: FastifyRequest, tooLarge: () => Error): Promise<TPictureForm> {
  const fields: Record<string, unknown> = {};
  let pictureFile: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, parts: 21, fieldSize: FIELD_MAX_BYTES },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'picture') {
        part.file.resume();
        throw new HttpError(400, 'validation', `Unexpected file field "${part.fieldname}".`);
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      // A form whose file input was left empty still sends the part, with no bytes.
      if (bytes.length > 0) pictureFile = bytes;
      continue;
    }
    if (part.valueTruncated) {
      throw new HttpError(400, 'validation', `The field "${part.fieldname}" is too long.`);
    }
    fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  return { fields, pictureFile };
}
