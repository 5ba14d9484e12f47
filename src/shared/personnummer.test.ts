import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ageOn,
  birthDateOf,
  genderOfPersonnummer,
  isBornAfter,
  isValidPersonnummer,
  maskPersonnummer,
  normalisePersonnummer,
  parsePersonnummer,
  personnummerProblem,
} from './personnummer.ts';

// Control digits computed by hand with the Luhn weights 2,1,2,1,... over YYMMDD + XXXX.
const VALID = [
  '19121212-1212', // Skatteverket's well-known test number
  '19811218-9876',
  '20000229-1235', // leap day in a year divisible by 400
  '19900101-1239',
  '20180615-4561',
  '20240229-5550',
  '19851231-0023',
];

/** Completes YYYYMMDD-XXX with the Luhn control digit. */
function withControlDigit(prefix: string): string {
  const digits = prefix.slice(2, 8) + prefix.slice(9);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return `${prefix}${(10 - (sum % 10)) % 10}`;
}

describe('parsePersonnummer', () => {
  it.each(VALID)('accepts %s', (value) => {
    expect(parsePersonnummer(value)).not.toBeNull();
  });

  it('returns the birth date with a 1-based month', () => {
    expect(parsePersonnummer('19121212-1212')).toEqual({
      birthDate: { year: 1912, month: 12, day: 12 },
      isCoordinationNumber: false,
    });
  });

  it('maps a samordningsnummer day back by 60', () => {
    expect(parsePersonnummer('19701063-2391')).toEqual({
      birthDate: { year: 1970, month: 10, day: 3 },
      isCoordinationNumber: true,
    });
    expect(parsePersonnummer(withControlDigit('19900191-123'))?.birthDate).toEqual({ year: 1990, month: 1, day: 31 });
    expect(parsePersonnummer(withControlDigit('19900192-123'))).toBeNull();
    expect(parsePersonnummer(withControlDigit('19900160-123'))).toBeNull();
    expect(parsePersonnummer(withControlDigit('19900229-123'))).toBeNull();
    expect(parsePersonnummer(withControlDigit('19900289-123'))).toBeNull(); // 29 Feb + 60 in a common year
  });

  it('rejects a bad checksum', () => {
    expect(parsePersonnummer('19121212-1213')).toBeNull();
    expect(parsePersonnummer('19811218-9875')).toBeNull();
  });

  it('rejects dates that do not exist', () => {
    expect(parsePersonnummer(withControlDigit('20230230-123'))).toBeNull();
    expect(parsePersonnummer(withControlDigit('19000229-123'))).toBeNull(); // 1900 is not a leap year
    expect(parsePersonnummer(withControlDigit('20230431-123'))).toBeNull();
    expect(parsePersonnummer(withControlDigit('20231301-123'))).toBeNull();
    expect(parsePersonnummer(withControlDigit('20230001-123'))).toBeNull();
    expect(parsePersonnummer(withControlDigit('20230100-123'))).toBeNull();
  });

  it('rejects other formats and letters', () => {
    for (const value of [
      '121212-1212',
      '191212121212',
      '19121212+1212',
      '1912-12-12-1212',
      '19121212-121',
      '1912121a-1212',
      'ÅÅÅÅMMDD-XXXX',
      '',
    ]) {
      expect(parsePersonnummer(value), value).toBeNull();
    }
  });

  it('forgives surrounding whitespace only', () => {
    expect(isValidPersonnummer(' 19121212-1212\n')).toBe(true);
    expect(isValidPersonnummer('19121212 -1212')).toBe(false);
  });
});

describe('maskPersonnummer', () => {
  it('hides the last four digits', () => {
    expect(maskPersonnummer('19121212-1212')).toBe('19121212-****');
  });

  it('hides everything of a value that is not a personnummer', () => {
    expect(maskPersonnummer('191212121212')).toBe('********-****');
  });

  it('keeps the first 9 characters of any valid number', () => {
    const valid = fc
      .tuple(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.boolean(),
      )
      .map(([date, serial, coordination]) => {
        const day = date.getDate() + (coordination ? 60 : 0);
        const ymd = `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(day).padStart(2, '0')}`;
        return withControlDigit(`${ymd}-${String(serial).padStart(3, '0')}`);
      });
    fc.assert(
      fc.property(valid, (value) => {
        expect(isValidPersonnummer(value)).toBe(true);
        const masked = maskPersonnummer(value);
        expect(masked.slice(0, 9)).toBe(value.slice(0, 9));
        expect(masked).toMatch(/^\d{8}-\*{4}$/);
      }),
    );
  });
});

describe('birthDateOf', () => {
  it('returns the date or null', () => {
    expect(birthDateOf('20000229-1235')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(birthDateOf('20000229-1234')).toBeNull();
  });
});

describe('ageOn', () => {
  it('counts whole years, turning older on the birthday', () => {
    expect(ageOn('19900101-1239', new Date(2024, 0, 1))).toBe(34);
    expect(ageOn('19900101-1239', new Date(2023, 11, 31, 23, 59))).toBe(33);
    expect(ageOn('20180615-4561', new Date(2024, 5, 14))).toBe(5);
    expect(ageOn('20180615-4561', new Date(2024, 5, 15))).toBe(6);
  });

  it('ages a samordningsnummer from the real birth date', () => {
    expect(ageOn('19701063-2391', new Date(2020, 9, 2))).toBe(49);
    expect(ageOn('19701063-2391', new Date(2020, 9, 3))).toBe(50);
  });

  it('lets a leap-day child turn older on 1 March in common years', () => {
    expect(ageOn('20000229-1235', new Date(2018, 1, 28))).toBe(17);
    expect(ageOn('20000229-1235', new Date(2018, 2, 1))).toBe(18);
    expect(ageOn('20000229-1235', new Date(2020, 1, 29))).toBe(20);
  });

  it('returns null for an invalid personnummer', () => {
    expect(ageOn('19121212-1213', new Date(2024, 0, 1))).toBeNull();
  });
});

describe('normalisePersonnummer', () => {
  const today = new Date(2025, 5, 15);

  it('adds the hyphen to 12 digits', () => {
    expect(normalisePersonnummer('198503151238', today)).toBe('19850315-1238');
    expect(normalisePersonnummer(' 19850315-1238 ', today)).toBe('19850315-1238');
  });

  it('gives a 10-digit number with "-" (or no separator) the century of someone under 100', () => {
    expect(normalisePersonnummer('870620-2424', today)).toBe('19870620-2424');
    expect(normalisePersonnummer('8706202424', today)).toBe('19870620-2424');
    expect(normalisePersonnummer('180615-4561', today)).toBe('20180615-4561');
    // Born today 100 years ago would be 100: the '-' form means the later century.
    expect(normalisePersonnummer('250615-1234', today)).toBe('20250615-1234');
    expect(normalisePersonnummer('250616-1234', today)).toBe('19250616-1234');
  });

  it('reads "+" as 100 years or older', () => {
    expect(normalisePersonnummer('121212+1212', today)).toBe('19121212-1212');
    expect(normalisePersonnummer('250615+1234', today)).toBe('19250615-1234');
  });

  it('takes the century of a samordningsnummer from its real day', () => {
    expect(normalisePersonnummer('701063-2391', today)).toBe('19701063-2391');
    expect(normalisePersonnummer('250676-1234', today)).toBe('19250676-1234');
  });

  it('leaves anything else as typed (trimmed), for the rules to refuse', () => {
    for (const value of ['19121212+1212', '1912-12-12-1212', '12121-21212', 'abc', '']) {
      expect(normalisePersonnummer(` ${value} `, today), value).toBe(value);
    }
  });
});

describe('personnummerProblem', () => {
  const today = new Date(2025, 5, 15);

  it('is null for a valid number in any typed form', () => {
    for (const value of ['19121212-1212', '191212121212', '121212+1212', '811218-9876', '8112189876']) {
      expect(personnummerProblem(value, today), value).toBeNull();
    }
  });

  it('names a wrong check digit apart from a wrong format or date', () => {
    expect(personnummerProblem('19121212-1213', today)).toBe('checkDigit');
    expect(personnummerProblem('198503151239', today)).toBe('checkDigit');
    expect(personnummerProblem('19121212-12', today)).toBe('format');
    expect(personnummerProblem(withControlDigit('20230230-123'), today)).toBe('format');
    expect(personnummerProblem('hello', today)).toBe('format');
  });
});

describe('isBornAfter', () => {
  it('is true only for a birth date after the given day', () => {
    const today = new Date(2025, 5, 15, 23, 59);
    expect(isBornAfter(withControlDigit('20250615-123'), today)).toBe(false);
    expect(isBornAfter(withControlDigit('20250616-123'), today)).toBe(true);
    expect(isBornAfter(withControlDigit('20250676-123'), today)).toBe(true);
  });
});

describe('genderOfPersonnummer', () => {
  it('reads the third of the last four digits: odd a man, even a woman', () => {
    expect(genderOfPersonnummer(withControlDigit('19800101-124'))).toBe('female');
    expect(genderOfPersonnummer(withControlDigit('19800101-113'))).toBe('male');
    expect(genderOfPersonnummer(withControlDigit('20120561-109'))).toBe('male');
  });

  it('knows none for a value that is not a personnummer', () => {
    expect(genderOfPersonnummer('19800101-1234')).toBeNull();
    expect(genderOfPersonnummer('')).toBeNull();
  });
});
