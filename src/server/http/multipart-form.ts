import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../shared/events.ts';
import { HttpError } from './errors.ts';

/** The most a text field of a picture form may hold; names and alt texts are far shorter. */
const FIELD_MAX_BYTES = 4096;

/** A picture sent as a data URL in JSON is base64 (4/3 of 5 MB) plus the other fields. */
export const DATA_URL_BODY_LIMIT = 7 * 1024 * 1024 + 64 * 1024;

export type TUploadedFile = { name: string; bytes: Buffer };
export type TFileForm = { fields: Record<string, string>; file?: TUploadedFile };

export type TFileFormLimits = {
  /** The name of the one file part the form may carry. */
  file: string;
  /** Busboy stops reading the file here and the request ends with `tooLarge` (413). */
  maxBytes: number;
  tooLarge: () => Error;
  /** How many text fields, and how many bytes each, the form may carry. */
  fields: number;
  fieldSize: number;
};

/** The 413 of a file over its limit, with the limit in MB for the form's message. */
export function fileTooLarge(error: string, what: string, maxBytes: number): HttpError {
  const megabytes = maxBytes / 1024 / 1024;
  return new HttpError(413, error, `${what} may be at most ${megabytes} MB.`, { megabytes });
}

/**
 * Reads a multipart form of text fields and at most one file, the part `limits.file`. Busboy stops
 * reading a file at `maxBytes`: nothing larger is ever held in memory. Another file part, or a text
 * field cut short at `fieldSize`, is a 400.
 */
export async function readFileForm(request: FastifyRequest, limits: TFileFormLimits): Promise<TFileForm> {
  const fields: Record<string, string> = {};
  let file: TUploadedFile | undefined;
  const parts = request.parts({
    limits: {
      fileSize: limits.maxBytes,
      files: 1,
      fields: limits.fields,
      parts: limits.fields + 1,
      fieldSize: limits.fieldSize,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== limits.file) {
        part.file.resume();
        throw new HttpError(400, 'validation', `Unexpected file field "${part.fieldname}".`);
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw limits.tooLarge();
      // A form whose file input was left empty still sends the part, with no bytes.
      if (bytes.length > 0) file = { name: part.filename || limits.file, bytes };
      continue;
    }
    if (part.valueTruncated) {
      throw new HttpError(400, 'validation', `The field "${part.fieldname}" is too long.`);
    }
    fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  return { fields, file };
}

/**
 * An upload that only a multipart form can carry (a statement, a register, a report's PDF): any
 * other body is a 415 that names the file part, `what` saying what is sent ("the report").
 */
export async function readUploadForm(
  request: FastifyRequest,
  what: string,
  limits: TFileFormLimits,
): Promise<TFileForm> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Send ${what} as multipart/form-data, file part "${limits.file}".`,
    );
  }
  return readFileForm(request, limits);
}

/**
 * The column mapping the board chose for a file whose columns were not recognised, sent as JSON in a
 * text field: none when the field is absent or empty, a 400 when it is not a valid mapping.
 */
export function readMappingField<TMapping>(value: string | undefined, schema: z.ZodType<TMapping>): TMapping | null {
  if (value === undefined || value === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new HttpError(400, 'bad_mapping', 'The column mapping is not valid.');
  return parsed.data;
}

export type TPictureForm = { fields: Record<string, unknown>; pictureFile?: Buffer };

/** The form of the event editor and the slider: text fields and at most one file, the part `picture`. */
export async function readPictureForm(request: FastifyRequest, tooLarge: () => Error): Promise<TPictureForm> {
  const { fields, file } = await readFileForm(request, {
    file: 'picture',
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge,
    fields: 20,
    fieldSize: FIELD_MAX_BYTES,
  });
  return { fields, pictureFile: file?.bytes };
}
