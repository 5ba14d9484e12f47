import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_WORDS, forbiddenWordsIn, type TCheckedLanguage } from './forbidden-words.ts';
import { SERVER_TEXTS, SWISH_MESSAGE } from './mail-samples.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LANGUAGES: TCheckedLanguage[] = ['ta', 'sv'];

type TCatalog = { [key: string]: string | TCatalog };

function flatTexts(catalog: TCatalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatTexts(value, `${prefix}${key}.`),
  );
}

function catalogTexts(language: TCheckedLanguage): [string, string][] {
  const folder = path.join(ROOT, 'locales', language);
  return readdirSync(folder).flatMap((file) => {
    const catalog = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as TCatalog;
    return flatTexts(catalog, `${file.replace(/\.json$/, '')}:`);
  });
}

/** Exported mail templates of the server: `export const activationMail = ...`. */
function mailTemplateNames(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .flatMap((entry) => {
      const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      return [...source.matchAll(/^export const (\w+Mail)\b/gm)].map((match) => match[1]!);
    });
}

describe('the forbidden-word list', () => {
  it.each(LANGUAGES)('catches in %s each example it names', (language) => {
    for (const word of FORBIDDEN_WORDS[language]) {
      expect(word.pattern.test(word.example), `${String(word.pattern)} on "${word.example}"`).toBe(true);
    }
  });

  it('lets the glossary words through', () => {
    expect(forbiddenWordsIn('ta', 'நிதியாண்டு 2024–25-க்கான உங்கள் தகவல்களும் அமைப்புகளும்; தரவுத்தளம்')).toEqual([]);
    expect(forbiddenWordsIn('ta', 'நீங்கள் நிர்வாகக் குழுவைத் தொடர்புகொள்ளுங்கள். மீண்டும் முயலவும்.')).toEqual([]);
    expect(forbiddenWordsIn('sv', 'Du får ett mejl om verksamhetsåret 2024/25 till {{email}}: ”FY” saknas.')).toEqual([
      '"FY": use verksamhetsåret 2024/25 (financialYearLabel)',
    ]);
    expect(forbiddenWordsIn('sv', 'Beräkningen är bekräftad; kontakta styrelsen.')).toEqual([]);
    // A check digit is சரிபார்ப்பு இலக்கம்; gender (kön) is not a queue; one booking for 1 person.
    expect(forbiddenWordsIn('ta', 'சரிபார்ப்பு இலக்கம் (கடைசி இலக்கம்) பொருந்தவில்லை')).toEqual([]);
    expect(forbiddenWordsIn('sv', 'deras personnummer och kön; en bokning för 1 person, 2 personer')).toEqual([]);
    expect(forbiddenWordsIn('ta', 'உங்கள் முன்பதிவு ரத்து செய்யப்பட்டது; காத்திருப்போர் பட்டியல்; 100 kr')).toEqual([]);
  });
});

describe.each(LANGUAGES)('the %s texts follow the glossary', (language) => {
  it('in every catalog', () => {
    const found = catalogTexts(language).flatMap(([key, text]) =>
      forbiddenWordsIn(language, text).map((problem) => `${key}: ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('in every mail and server answer, where "FY2025" stays only inside the Swish payment message', () => {
    const found = Object.entries(SERVER_TEXTS).flatMap(([name, render]) =>
      forbiddenWordsIn(language, render(language).replaceAll(SWISH_MESSAGE, '<Swish message>')).map(
        (problem) => `${name}: ${problem}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('says in the registration mail what to send with Swish', () => {
    const text = SERVER_TEXTS.registrationReceivedMail!(language);
    const quoted = language === 'sv' ? `”${SWISH_MESSAGE}”` : `“${SWISH_MESSAGE}”`;
    const swishLine = text.split('\n').find((line) => line.includes('Swish:'));
    expect(swishLine).toContain(quoted);
    expect(swishLine).toMatch(/100 kr/);
  });
});

describe('the mail samples', () => {
  it('cover every mail template of the server', () => {
    const names = mailTemplateNames(path.join(ROOT, 'src/server'));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !(name in SERVER_TEXTS))).toEqual([]);
  });
});
