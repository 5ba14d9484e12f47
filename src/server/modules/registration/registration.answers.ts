import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import type { TLanguage } from '../../../shared/languages.ts';
import { VALIDATION_ERROR_KEYS, type TValidationErrorKey } from '../../../shared/validation/rules.ts';
import { ZErrorResponse } from '../../plugins/errors.ts';
import type { TDuplicateEmail } from './registration.service.ts';

/** { error, message } plus, per field (`self.email`, `kids.0.firstName`), a validation error key. */
export const ZFieldErrorResponse = ZErrorResponse.extend({ fields: z.record(z.string(), z.string()).optional() });
export type TFieldErrorResponse = z.infer<typeof ZFieldErrorResponse>;

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

type TDuplicateWords = {
  sentence: (email: string, who: string) => string;
  closing: string;
  self: string;
  spouse: string;
};

const DUPLICATE: Record<TLanguage, TDuplicateWords> = {
  ta: {
    sentence: (email, who) => `${email} (${who}) என்ற மின்னஞ்சல் முகவரி ஏற்கெனவே பதிவு செய்யப்பட்டுள்ளது.`,
    closing: 'உள்நுழையுங்கள் அல்லது நிர்வாகக் குழுவைத் தொடர்புகொள்ளுங்கள்.',
    self: 'நீங்கள்',
    spouse: 'வாழ்க்கைத் துணை',
  },
  en: {
    sentence: (email, who) => `The e-mail address ${email} (${who}) is already registered.`,
    closing: 'Please sign in, or contact the board.',
    self: 'you',
    spouse: 'spouse',
  },
  sv: {
    sentence: (email, who) => `E-postadressen ${email} (${who}) är redan registrerad.`,
    closing: 'Logga in, eller kontakta styrelsen.',
    self: 'du',
    spouse: 'make/maka',
  },
};

/** The 409 of a registration whose e-mail is on file: a reason the form shows as it is. */
export function duplicateEmailAnswer(duplicates: readonly TDuplicateEmail[], language: TLanguage): TFieldErrorResponse {
  const words = DUPLICATE[language];
  const sentences = duplicates.map(({ field, email }) =>
    words.sentence(email, field === 'spouse.email' ? words.spouse : words.self),
  );
  return {
    error: 'duplicate_email',
    message: [...sentences, words.closing].join(' '),
    fields: Object.fromEntries(duplicates.map(({ field }) => [field, 'emailInvalid'])),
  };
}
