import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zPersonalNumber } from './zod-personnummer.ts';
import { personAgeProblem } from '../person-age.ts';

const TODAY = new Date(2025, 5, 15, 12, 0);

/** Completes YYYYMMDD-XXX with the Luhn control digit. */
function valid(prefix: string): string {
  const digits = prefix.slice(2, 8) + prefix.slice(9);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return `${prefix}${(10 - (sum % 10)) % 10}`;
}

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('personAgeProblem', () => {
  it('holds adults to 18 or older, on their birthday already', () => {
    expect(personAgeProblem(valid('20070615-123'), 'adult', TODAY)).toBeUndefined();
    expect(personAgeProblem(valid('20070616-123'), 'adult', TODAY)).toBe('adultAgeRequired');
  });

  it('holds kids to under 18, newborns included', () => {
    expect(personAgeProblem(valid('20070616-123'), 'kid', TODAY)).toBeUndefined();
    expect(personAgeProblem(valid('20250615-123'), 'kid', TODAY)).toBeUndefined();
    expect(personAgeProblem(valid('20070615-123'), 'kid', TODAY)).toBe('kidAgeTooHigh');
  });

  it('refuses a birth date in the future for everyone', () => {
    expect(personAgeProblem(valid('20250616-123'), 'kid', TODAY)).toBe('birthDateInFuture');
    expect(personAgeProblem(valid('20300101-123'), 'adult', TODAY)).toBe('birthDateInFuture');
  });
});

describe('zPersonalNumber', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores every typed form as YYYYMMDD-XXXX', () => {
    const adult = zPersonalNumber('adult');
    expect(adult.parse('198503151238')).toBe('19850315-1238');
    expect(adult.parse('850315-1238')).toBe('19850315-1238');
    expect(adult.parse(' 19850315-1238 ')).toBe('19850315-1238');
    expect(adult.parse('121212+1212')).toBe('19121212-1212');
  });

  it('answers one key per problem: format, check digit, then age', () => {
    const adult = zPersonalNumber('adult');
    const kid = zPersonalNumber('kid');
    expect(messages(adult.safeParse(''))).toEqual(['mandatory']);
    expect(messages(adult.safeParse('1985-03-15'))).toEqual(['personalNumberInvalid']);
    expect(messages(adult.safeParse('198503151239'))).toEqual(['personalNumberCheckDigit']);
    expect(messages(adult.safeParse(valid('20100101-123')))).toEqual(['adultAgeRequired']);
    expect(messages(kid.safeParse('198503151238'))).toEqual(['kidAgeTooHigh']);
    expect(messages(kid.safeParse(valid('20260101-123')))).toEqual(['birthDateInFuture']);
  });
});
