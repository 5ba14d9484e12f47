import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../shared/languages.ts';

const policy = (language: string) =>
  readFileSync(new URL(`./seed-pages/privacy.${language}.md`, import.meta.url), 'utf8');

// A booking keeps a visitor's name, e-mail address and phone, and a note whose example is a food
// allergy (health data): the first text of the privacy policy says what is kept, why and how long.
const WORDS = {
  en: {
    heading: '## Event bookings',
    phone: 'phone number',
    health: 'food allergies',
    basis: 'article 9(2)(a)',
    kept: 'Event bookings, with their notes',
  },
  sv: {
    heading: '## Bokningar till evenemang',
    phone: 'telefonnummer',
    health: 'matallergier',
    basis: 'artikel 9.2 a',
    kept: 'Bokningar till evenemang, med anteckningar',
  },
  ta: {
    heading: '## நிகழ்வு முன்பதிவுகள்',
    phone: 'தொலைபேசி எண்',
    health: 'உணவு ஒவ்வாமை',
    basis: 'பிரிவு 9(2)(a)',
    kept: 'நிகழ்வு முன்பதிவுகள், அவற்றின் குறிப்புகள்',
  },
} as const;

describe.each(SUPPORTED_LANGUAGES)('the privacy policy in %s', (language) => {
  it('says what a booking keeps, why, and how long, its note included', () => {
    const text = policy(language);
    const words = WORDS[language];
    // Once under what we keep, once under why.
    expect(text.split(words.heading).length - 1).toBe(2);
    expect(text).toContain(words.phone);
    expect(text).toContain(words.health);
    expect(text).toContain(words.basis);
    expect(text).toMatch(new RegExp(`^- ${words.kept}`, 'm'));
  });
});
