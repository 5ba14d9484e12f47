import { describe, expect, it } from 'vitest';
import { ZGivenId } from './given-id.schema.ts';
import { MAX_KIDS, formatFamilyNumber, givenIdFor, parseGivenId } from './given-id.ts';

describe('givenIdFor', () => {
  it('pads the family number to four digits and adds the role', () => {
    expect(givenIdFor(42, 'self')).toBe('0042A');
    expect(givenIdFor(42, 'spouse')).toBe('0042B');
    expect(givenIdFor(42, 'kid', 1)).toBe('0042K1');
    expect(givenIdFor(42, 'kid', MAX_KIDS)).toBe('0042K5');
    expect(givenIdFor(1234, 'self')).toBe('1234A');
  });

  it('grows past four digits instead of truncating', () => {
    expect(givenIdFor(12345, 'spouse')).toBe('12345B');
  });

  it('throws on numbers no card may carry', () => {
    expect(() => givenIdFor(0, 'self')).toThrow(RangeError);
    expect(() => givenIdFor(-1, 'self')).toThrow(RangeError);
    expect(() => givenIdFor(4.2, 'self')).toThrow(RangeError);
    expect(() => givenIdFor(42, 'kid', 0)).toThrow(RangeError);
    expect(() => givenIdFor(42, 'kid', MAX_KIDS + 1)).toThrow(RangeError);
    expect(() => givenIdFor(42, 'kid')).toThrow(RangeError);
  });
});

describe('formatFamilyNumber', () => {
  it('zero-pads', () => {
    expect(formatFamilyNumber(7)).toBe('0007');
  });
});

describe('parseGivenId', () => {
  it('reads back what givenIdFor writes', () => {
    expect(parseGivenId('0042A')).toEqual({ familyNumber: 42, kind: 'self' });
    expect(parseGivenId('0042B')).toEqual({ familyNumber: 42, kind: 'spouse' });
    expect(parseGivenId('0042K3')).toEqual({ familyNumber: 42, kind: 'kid', kidIndex: 3 });
    expect(parseGivenId('12345K5')).toEqual({ familyNumber: 12345, kind: 'kid', kidIndex: 5 });
    for (let kid = 1; kid <= MAX_KIDS; kid++) {
      expect(parseGivenId(givenIdFor(9, 'kid', kid))).toEqual({ familyNumber: 9, kind: 'kid', kidIndex: kid });
    }
  });

  it('rejects other spellings and out-of-range kids', () => {
    for (const value of [
      '42A',
      '00042A',
      '0042a',
      '0042C',
      '0042K',
      '0042K0',
      '0042K6',
      '0042K01',
      '0000A',
      ' 0042A',
      '0042AB',
      '',
    ]) {
      expect(parseGivenId(value), value).toBeNull();
    }
  });
});

describe('ZGivenId', () => {
  it('accepts valid ids and rejects others with a translatable key', () => {
    expect(ZGivenId.parse('0042K1')).toBe('0042K1');
    const result = ZGivenId.safeParse('0042K9');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('valueInvalid');
  });
});
