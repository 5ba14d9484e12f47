import type { FastifyRequest } from 'fastify';
import {
  REGISTER_MAX_BYTES,
  ZRegisterImportChoice,
  ZRegisterMapping,
  type TRegisterImportChoice,
  type TRegisterMapping,
} from '../../../shared/register-import.schema.ts';
import { HttpError } from '../../http/errors.ts';
import { fileTooLarge, readMappingField, readUploadForm } from '../../http/multipart-form.ts';
import type { TRegisterUpload } from './register-import.service.ts';

export type TRegisterForm = {
  upload: TRegisterUpload;
  mapping: TRegisterMapping | null;
  fields: Record<string, string>;
};

/**
 * The multipart body of a preview or an import: the file part `register` (busboy stops reading
 * it at REGISTER_MAX_BYTES, so nothing larger is held), the field `mapping` (JSON) when the board
 * chose the columns, and for an import `year` and `language`.
 */
export async function readRegisterForm(request: FastifyRequest): Promise<TRegisterForm> {
  const { file, fields } = await readUploadForm(request, 'the register', {
    file: 'register',
    maxBytes: REGISTER_MAX_BYTES,
    tooLarge: () => fileTooLarge('register_too_large', 'A register file', REGISTER_MAX_BYTES),
    fields: 3,
    fieldSize: 2048,
  });
  if (!file) throw new HttpError(400, 'register_missing', 'Choose the register file (file part "register").');
  return { upload: file, mapping: readMappingField(fields.mapping, ZRegisterMapping), fields };
}

/** The financial year and the invitations' language sent with an import. */
export function importChoice(fields: Record<string, string>): TRegisterImportChoice {
  const parsed = ZRegisterImportChoice.safeParse({ year: fields.year, language: fields.language });
  if (!parsed.success)
    throw new HttpError(400, 'validation', "Choose the financial year and the invitations' language.");
  return parsed.data;
}
