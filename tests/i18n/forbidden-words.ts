/**
 * Words the site no longer uses in Tamil and Swedish. Each concept has one word on every page and in
 * every mail; these are the variants that word replaced, words that read as a translation of weak
 * English, and forms that break the writing rules (Swedish ” ” quotation marks, the Tamil
 * respectful form). A catalog value or a mail that matches one fails tests/i18n/glossary.test.ts.
 *
 * Each entry carries an example it must catch, so a pattern that stops matching fails too.
 */
export type TForbiddenWord = {
  pattern: RegExp;
  /** What to write instead. */
  use: string;
  /** A text the pattern must find. */
  example: string;
};

export type TCheckedLanguage = 'ta' | 'sv';

// The financial year is shown by financialYearLabel (src/shared/financial-year-label.ts) only;
// "FY2024" stays inside the Swish payment message, which the mail test removes before checking.
const TAMIL: TForbiddenWord[] = [
  { pattern: /FY/, use: 'நிதியாண்டு 2024–25 (financialYearLabel)', example: 'நிதியாண்டு FY2024' },
  {
    pattern: /நிதியாண்டு \d{4}(?!–\d\d)|\d{4} நிதியாண்ட/,
    use: 'நிதியாண்டு 2024–25',
    example: '2024 நிதியாண்டில்',
  },
  { pattern: /கடைசி பெயர்/, use: 'குடும்பப் பெயர் (last name)', example: 'கடைசி பெயர்' },
  {
    pattern: /உறுப்புரிமைக் கட்டண|உறுப்புரிமை கட்டண/,
    use: 'உறுப்பினர் கட்டணம் (membership fee)',
    example: 'உறுப்புரிமைக் கட்டணத்துக்கான',
  },
  // சரிபார்ப்பு இலக்கம் is the usual word for a check digit; every other சரிபார் is "verify".
  { pattern: /சரிபார்(?!ப்பு இலக்க)/, use: 'உறுதிசெய் (verify)', example: 'சரிபார்ப்பு இணைப்பு' },
  // One word for each thing of event sign-up.
  {
    pattern: /(^|[^\u0B80-\u0BFF])பதிவு (ரத்து|உறுதி|காத்திருப்)|(^|[^\u0B80-\u0BFF])பதிவை (ரத்து|உறுதி|மாற்ற)/,
    use: 'முன்பதிவு (a booking; பதிவு is the membership registration)',
    example: 'உங்கள் பதிவு ரத்துசெய்யப்பட்டது',
  },
  { pattern: /காத்திருப்புப் பட்டிய/, use: 'காத்திருப்போர் பட்டியல் (waiting list)', example: 'காத்திருப்புப் பட்டியலில்' },
  { pattern: /உறுதிப்படுத்/, use: 'உறுதிசெய் (confirm)', example: 'முன்பதிவை உறுதிப்படுத்துங்கள்' },
  { pattern: /ரத்துசெய்/, use: 'ரத்து செய் (cancel)', example: 'முன்பதிவை ரத்துசெய்' },
  { pattern: /செக்-?இன்|செக் இன்/, use: 'வருகைப் பதிவு (check-in)', example: 'செக்-இன்' },
  { pattern: /SEK|ரூபாய்/, use: 'kr (currency)', example: '100 SEK' },
  {
    pattern: /இணைப்பைத் திறந்து.*நாட்காட்டி|நாட்காட்டியில் சேர்க்க இணைப்பை/,
    use: 'இணைக்கப்பட்டுள்ள கோப்பு (the calendar is an attached file)',
    example: 'நாட்காட்டியில் சேர்க்க இணைப்பைத் திறக்கவும்',
  },
  {
    pattern: /முயற்சிக்கவும்|முயலுங்கள்|முயற்சி செய்யுங்கள்/,
    use: 'மீண்டும் முயலவும் (try again)',
    example: 'மீண்டும் முயற்சிக்கவும்.',
  },
  // Compounds such as தரவுத்தளம் (database) are other words; the personal data is தகவல்கள்.
  {
    pattern: /தரவு(?![\u0B80-\u0BFF])|தரவை|தரவும்|தரவுகள்/,
    use: 'தகவல்கள் (personal data)',
    example: 'எனது தரவைப் பதிவிறக்கு',
  },
  // அமைப்புகள் is "settings"; the one-word அமைப்பு read as "system".
  {
    pattern: /அமைப்பு(?!கள)|அமைப்பில்|அமைப்பின்/,
    use: 'எங்கள் பதிவுகள் ("not in our records")',
    example: 'எங்கள் அமைப்பில் இல்லை',
  },
  { pattern: /விருப்பத்தேர்வு/, use: 'கட்டாயமில்லை (optional)', example: '(விருப்பத்தேர்வு)' },
  { pattern: /நிறுவன எண்/, use: 'பதிவு எண் (organisationsnummer)', example: 'நிறுவன எண்' },
  { pattern: /ஏற்கனவே/, use: 'ஏற்கெனவே', example: 'ஏற்கனவே பதிவு' },
  {
    pattern: /உறுப்பினர(்கள)?ைத் தொடர்பு|உறுப்பினரைத் தொடர்பு/,
    use: 'நிர்வாகக் குழுவைத் தொடர்புகொள்ளுங்கள் (contact the board)',
    example: 'நிர்வாகக் குழு உறுப்பினர்களைத் தொடர்பு கொள்ளவும்',
  },
  { pattern: /தொடர்பு கொள்ளுங்கள்|தொடர்பு கொள்ளவும்/, use: 'தொடர்புகொள்ளுங்கள்', example: 'தொடர்பு கொள்ளவும்' },
  { pattern: /இது நடக்கவில்லை/, use: 'செய்ய முடியவில்லை', example: 'இது நடக்கவில்லை.' },
  { pattern: /ஒன்று அல்லது இரண்டு நாட்கள்/, use: 'ஓரிரு நாட்கள்', example: 'ஒன்று அல்லது இரண்டு நாட்கள் ஆகும்' },
  { pattern: /அதிகமான கோரிக்கைகள்/, use: 'பலமுறை முயன்றுவிட்டீர்கள்', example: 'மிக அதிகமான கோரிக்கைகள்.' },
  // Sentences addressed to a person use நீங்கள் and -ுங்கள், never the familiar நீ.
  {
    pattern: /(^|[^\u0B80-\u0BFF])(நீ|உன்|உனக்கு|உன்னை|உன்னுடைய)(?![\u0B80-\u0BFF])/,
    use: 'நீங்கள் / உங்கள் (respectful form)',
    example: 'உன் கணக்கு',
  },
];

const SWEDISH: TForbiddenWord[] = [
  { pattern: /FY/, use: 'verksamhetsåret 2024/25 (financialYearLabel)', example: 'Verksamhetsår FY2024' },
  {
    pattern: /verksamhetsår(et)? \d{4}(?!\/\d\d)/i,
    use: 'verksamhetsåret 2024/25',
    example: 'under verksamhetsåret 2024, från',
  },
  { pattern: /räkenskapsår/i, use: 'verksamhetsår', example: 'detta räkenskapsår' },
  { pattern: /sangam/i, use: 'förening', example: 'vår sangam' },
  {
    pattern: /(^|[^\p{L}])räkningar/iu,
    use: 'siffror / antal (räkningar are bills)',
    example: 'Räkningar som är äldre',
  },
  { pattern: /verifi/i, use: 'bekräfta (verify)', example: 'Din e-postadress är verifierad.' },
  { pattern: /e-postmeddelande/i, use: 'mejl (an e-mail message)', example: 'ett e-postmeddelande' },
  { pattern: /(^|[^\p{L}-])e?-?mail(?!\p{L})/iu, use: 'mejl', example: 'Du får ett mail' },
  {
    pattern: /kontakta (styrelseledamöterna|någon i styrelsen)/i,
    use: 'kontakta styrelsen',
    example: 'Kontakta styrelseledamöterna.',
  },
  { pattern: /kunde inte (laddas|läsas in)/, use: 'kunde inte hämtas', example: 'kunde inte läsas in' },
  { pattern: /vårt system/, use: 'våra register', example: 'finns inte i vårt system' },
  // Swedish quotes with ” on both sides; straight and English curly quotes are foreign.
  { pattern: /["'“]/, use: '” ” (Swedish quotation marks)', example: "E-postadressen '{{email}}'" },
  { pattern: /Tyvärr!/, use: 'a whole sentence (Tyvärr alone reads as a translation)', example: 'Tyvärr!' },
  { pattern: /Gå till Hem/, use: 'Till startsidan', example: 'Gå till Hem' },
  { pattern: /Förfrågningar/, use: 'förnyelser (förfrågningar are enquiries)', example: 'Förfrågningar om förnyelse' },
  { pattern: /en eller två dagar/, use: 'en till två dagar', example: 'en eller två dagar' },
  { pattern: /Tack för att du förnyar/, use: 'Tack för att du har förnyat', example: 'Tack för att du förnyar!' },
  // One word for each thing of event sign-up, and counts that agree.
  { pattern: /(^|[^\p{L}])kö(n|en)? (?!och)|i kön/u, use: 'väntelistan (waiting list)', example: 'Nummer 2 i kön' },
  {
    pattern: /(^|[^\d])1 (personer|gäster|platser)/u,
    use: '1 person / 1 gäst / 1 plats (a plural form)',
    example: 'för 1 personer',
  },
  { pattern: /^Anmäl$/, use: 'Skicka anmälan (Anmäl alone reads as "report")', example: 'Anmäl' },
  { pattern: /Spara anmälan/, use: 'Spara inställningarna för anmälan', example: 'Spara anmälan' },
  {
    pattern: /Förnya verksamhetsåret/,
    use: 'Förnya medlemskapet (a membership is renewed, not a year)',
    example: 'Förnya verksamhetsåret 2024/25 för Anna',
  },
  { pattern: /(^|[^\p{L}])check-?in/iu, use: 'incheckning (check-in)', example: 'Check-in vid dörren' },
  { pattern: /SEK/, use: 'kr (currency)', example: '100 SEK' },
  { pattern: /väntlista|kölista/i, use: 'väntelista', example: 'kölistan' },
  { pattern: /kunde ej/i, use: 'kunde inte (could not)', example: 'Det kunde ej sparas' },
];

export const FORBIDDEN_WORDS: Record<TCheckedLanguage, readonly TForbiddenWord[]> = { ta: TAMIL, sv: SWEDISH };

/**
 * `"<what was found>": use <replacement>` for every forbidden word in the text. Placeholders such as
 * {{email}} are names for the code, not words a person reads, so they are left out.
 */
export function forbiddenWordsIn(language: TCheckedLanguage, text: string): string[] {
  const readable = text.replace(/\{\{\s*\w+\s*\}\}/g, '…');
  return FORBIDDEN_WORDS[language].flatMap(({ pattern, use }) => {
    const found = pattern.exec(readable);
    return found ? [`"${found[0].trim()}": use ${use}`] : [];
  });
}
