import {
  REGISTER_FIELDS,
  REQUIRED_REGISTER_FIELDS,
  type TRegisterField,
  type TRegisterMapping,
} from '../../../shared/register-import.schema.ts';

/** A mapping that may still lack a required column (what the preview shows the board to complete). */
export type TPartialMapping = Record<TRegisterField, number | null>;

/** Headers registers are written with, in Swedish and English, lower case. */
const NAMES: Record<TRegisterField, string[]> = {
  firstName: ['förnamn', 'fornamn', 'first name', 'firstname', 'given name', 'tilltalsnamn'],
  lastName: ['efternamn', 'last name', 'lastname', 'surname', 'family name'],
  personalNumber: ['personnummer', 'personnr', 'pnr', 'personal number', 'personal identity number', 'person number'],
  email: ['e-post', 'epost', 'e-postadress', 'e-mail', 'email', 'mejl', 'mail'],
  phone: ['telefon', 'telefonnummer', 'mobil', 'mobilnummer', 'phone', 'phone number', 'mobile'],
  street: ['adress', 'gatuadress', 'utdelningsadress', 'street', 'address', 'street address'],
  postalCode: ['postnummer', 'postnr', 'postal code', 'post code', 'zip', 'zip code'],
  city: ['ort', 'postort', 'stad', 'city', 'town'],
  household: [
    'hushåll',
    'hushålls-id',
    'familj',
    'familjenummer',
    'household',
    'household id',
    'family',
    'family number',
  ],
};

export const normaliseHeader = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

/** The header row's cells as one key: a later file with the same columns gets the same mapping. */
export const headerSignature = (headers: readonly string[]) => headers.map(normaliseHeader).join('|');

/** Each field's column found by its header's name; null where none is named so. */
export function guessMapping(headers: readonly string[]): TPartialMapping {
  const normalised = headers.map(normaliseHeader);
  const taken = new Set<number>();
  const mapping = {} as TPartialMapping;
  for (const field of REGISTER_FIELDS) {
    const index = normalised.findIndex((header, i) => !taken.has(i) && NAMES[field].includes(header));
    mapping[field] = index >= 0 ? index : null;
    if (index >= 0) taken.add(index);
  }
  return mapping;
}

/** Whether the required fields have a column, and every column is one the file has. */
export function isComplete(mapping: TPartialMapping, columns: number): mapping is TRegisterMapping {
  const inFile = REGISTER_FIELDS.every((field) => mapping[field] === null || mapping[field] < columns);
  return inFile && REQUIRED_REGISTER_FIELDS.every((field) => mapping[field] !== null);
}
