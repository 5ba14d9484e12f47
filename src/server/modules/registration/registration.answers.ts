import type { TLanguage } from '../../../shared/languages.ts';
import type { TFieldErrorResponse } from '../../http/errors.ts';
import type { TDuplicateEmail } from './registration.service.ts';

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
