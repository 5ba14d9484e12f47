import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RULES, RULE_NAMES, VALIDATION_ERROR_KEYS } from './rules.ts';
import type { TRuleName } from './rules.ts';
import en from '../../../locales/en/validation.json';
import sv from '../../../locales/sv/validation.json';
import ta from '../../../locales/ta/validation.json';

function check(rule: TRuleName, value: unknown, allValues: Record<string, unknown> = {}) {
  return RULES[rule](value, allValues);
}

function expectHolds(rule: TRuleName, values: readonly unknown[]) {
  for (const value of values)
    expect(check(rule, value), `${rule} should hold for ${JSON.stringify(value)}`).toBeUndefined();
}

function expectFails(rule: TRuleName, values: readonly unknown[], errorKey: string) {
  for (const value of values)
    expect(check(rule, value), `${rule} should fail for ${JSON.stringify(value)}`).toBe(errorKey);
}

describe('RULES', () => {
  it('has one rule per name', () => {
    expect(Object.keys(RULES).sort()).toEqual([...RULE_NAMES].sort());
  });

  it('lets every rule but mandatory and accept pass an empty value', () => {
    const optional = RULE_NAMES.filter((name) => name !== 'mandatory' && name !== 'accept');
    for (const name of optional) {
      for (const empty of ['', '   ', undefined, null]) {
        expect(check(name, empty, { password: 'Secret123' }), `${name} on ${JSON.stringify(empty)}`).toBeUndefined();
      }
    }
  });
});

describe('mandatory', () => {
  it('holds for any non-blank value', () => {
    expectHolds('mandatory', ['a', ' a ', 'அ', '0', 0, false]);
  });
  it('fails for empty, blank or missing values', () => {
    expectFails('mandatory', ['', '   ', '\t\n', undefined, null, {}], 'mandatory');
  });
});

describe('accept', () => {
  it('holds only for a checked box', () => {
    expectHolds('accept', [true, 'true']);
  });
  it('fails otherwise, including an empty value', () => {
    expectFails('accept', [false, 'false', '', undefined, null, 'yes', 1, 'TRUE'], 'accept');
  });
});

describe('email', () => {
  it('holds for local@domain addresses', () => {
    expectHolds('email', ['anna@example.se', 'a.b+tag@mail.example.com', ' padded@example.se ', 'தமிழ்@example.se']);
  });
  it('fails for anything else', () => {
    expectFails(
      'email',
      ['anna', 'anna@', '@example.se', 'anna@example', 'an na@example.se', 'a@b@c.se', 'anna@.se', 'anna@example..se'],
      'emailInvalid',
    );
  });
});

describe('alphabetical', () => {
  it('holds for letters of any script, spaces, and hyphens and apostrophes inside a name', () => {
    expectHolds('alphabetical', ['Anna', 'Åsa Öberg', 'Märta', 'முருகன்', 'கலைச்செல்வி ராஜா', 'José', ' Anna ']);
    expectHolds('alphabetical', ['Anna Lund-Berg', "Sean O'Brien", 'Rita D’Souza', 'Anna-Karin']);
  });
  it('fails for digits, other signs, other whitespace and a hyphen or apostrophe standing alone', () => {
    expectFails(
      'alphabetical',
      ['Anna1', 'a.b', 'Anna\tBerg', '😀', '-Anna', "Anna'", 'Lund--Berg', 'Anna - Berg', "'"],
      'nameCharacters',
    );
  });
});

describe('confirmcode', () => {
  it('holds for exactly six digits', () => {
    expectHolds('confirmcode', ['123456', '000000', ' 123456 ']);
  });
  it('fails for other lengths or non-digits', () => {
    expectFails('confirmcode', ['12345', '1234567', '12a456', '123 456', '١٢٣٤٥٦'], 'valueInvalid');
  });
});

describe('numeric', () => {
  it('holds for digits only', () => {
    expectHolds('numeric', ['0', '42', '007', 42]);
  });
  it('fails for signs, decimals and letters', () => {
    expectFails('numeric', ['-1', '1.5', '1,5', '1e3', 'abc', '1 2'], 'valueInvalid');
  });
});

describe('telephone', () => {
  it('holds for ten digits, optionally after a country code', () => {
    expectHolds('telephone', [
      '0701234567',
      '070-123 45 67',
      '070 123 45 67',
      '+46 0701234567',
      '+46 070-123 45 67',
      '+460701234567',
      '+1 2125551234',
      '+358-0401234567',
    ]);
  });
  it('fails for nine or eleven national digits', () => {
    expectFails('telephone', ['070123456', '07012345678', '+46 070123456', '+46 07012345678'], 'phoneNumberInvalid');
  });
  it('fails for letters, stray separators or a long country code', () => {
    expectFails(
      'telephone',
      [
        '070123456a',
        '070--1234567',
        '-0701234567',
        '0701234567-',
        '+',
        '+ 0701234567',
        '+4646 0701234567',
        '++460701234567',
      ],
      'phoneNumberInvalid',
    );
  });
});

describe('zipCode', () => {
  it('holds for digits and spaces with at least one digit', () => {
    expectHolds('zipCode', ['12345', '123 45', '1', ' 123 45 ']);
  });
  it('fails for letters or punctuation', () => {
    expectFails('zipCode', ['SE-12345', '123-45', 'abcde'], 'zipCodeInvalid');
  });
});

describe('passwordStrength', () => {
  it('holds for eight characters with an uppercase, a symbol, a digit or two lowercase letters', () => {
    expectHolds('passwordStrength', ['ABCDEFGQ', '!!?!!!!!', '12345679', 'ab      ', 'Xxxxxxxy', 'Åäöåäöåz']);
    expectHolds('passwordStrength', ['Kolam-Pattern-42', 'correct horse', 'முருகன்2முருகன்', '😀😃😄😁😆😅😂🤣']);
  });
  it('fails for values shorter than eight characters', () => {
    expectFails('passwordStrength', ['Ab1!', 'Abcdef1', 'a'], 'notAStrongPassword');
  });
  it('fails for eight characters without any of the classes, saying so', () => {
    expectFails('passwordStrength', ['a       ', 'முருகன்முருகன்'], 'passwordNeedsVariety');
  });
  it('fails for one character or a short part repeated, whatever the letter case', () => {
    expectFails(
      'passwordStrength',
      ['aaaaaaaa', '!!!!!!!!', 'Xxxxxxxx', 'abababab', 'AbAbAbAbAb', '12121212', 'abcabcab', 'Ab1!Ab1!', '12341234'],
      'passwordRepeated',
    );
  });
  it('fails for a run of letters, digits or keys in a row, either way', () => {
    expectFails(
      'passwordStrength',
      ['12345678', 'abcdefgh', 'ABCDEFGH', '87654321', 'zyxwvuts', 'qwertyui', 'QWERTYUIOP', 'asdfghjk', 'lkjhgfdsa'],
      'passwordSequence',
    );
    expectFails('passwordStrength', ['78901234', '0123456789', 'åpoiuytr', 'ÄÖLKJHGF'], 'passwordSequence');
  });
  it('fails for any string shorter than 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 7 }), (password) => {
        // Blank values are the mandatory rule's business.
        fc.pre(password.trim() !== '');
        expect(check('passwordStrength', password)).toBe('notAStrongPassword');
      }),
    );
  });
});

describe('passwordMatch', () => {
  it('holds when the confirmation equals the password', () => {
    expect(check('passwordMatch', 'Secret 123', { password: 'Secret 123' })).toBeUndefined();
  });
  it('fails when it differs, even by a space or case', () => {
    expect(check('passwordMatch', 'Secret 123 ', { password: 'Secret 123' })).toBe('passwordMismatch');
    expect(check('passwordMatch', 'secret 123', { password: 'Secret 123' })).toBe('passwordMismatch');
    expect(check('passwordMatch', 'Secret 123', {})).toBe('passwordMismatch');
  });
});

describe('personalnumber', () => {
  it('holds for real numbers in YYYYMMDD-XXXX and the other forms people type', () => {
    expectHolds('personalnumber', [
      '19121212-1212',
      '19811218-9876',
      '20000229-1235',
      '19701063-2391',
      ' 19121212-1212 ',
      '191212121212',
      '121212-1212',
      '121212+1212',
      '1212121212',
    ]);
  });
  it('fails for bad dates or formats with the format message', () => {
    expectFails(
      'personalnumber',
      ['20230230-1234', '19121212+1212', '1912121A-1212', 'abcdefgh-ijkl', '19121212-121', '1912-12-12-1212'],
      'personalNumberInvalid',
    );
  });
  it('says when only the check digit is wrong, in any typed form', () => {
    expectFails('personalnumber', ['19121212-1213', '191212121213', '121212-1213'], 'personalNumberCheckDigit');
  });
});

describe('validation catalogs', () => {
  it.each([
    ['en', en],
    ['sv', sv],
    ['ta', ta],
  ])('%s has exactly the error keys, each with a text', (_language, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual([...VALIDATION_ERROR_KEYS].sort());
    for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
  });

  it('keeps the English texts of the spec', () => {
    expect(en).toMatchObject({
      mandatory: 'Required',
      accept: 'Please accept',
      emailInvalid: 'Invalid email address',
      valueInvalid: 'Invalid input',
      phoneNumberInvalid: 'Invalid phone number',
      zipCodeInvalid: 'Invalid zip code',
      notAStrongPassword: 'Password should be at least 8 characters',
      passwordNeedsVariety: expect.any(String),
      passwordRepeated: expect.any(String),
      passwordSequence: expect.any(String),
      passwordMismatch: 'Confirm password is not matching',
      personalNumberInvalid: 'Invalid Personal Number, Please follow the format (YYYYMMDD-XXXX)',
    });
  });
});
