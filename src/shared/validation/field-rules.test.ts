import { describe, expect, it } from 'vitest';
import { validateField } from './field-rules.ts';

describe('validateField', () => {
  it('returns undefined when every rule holds', () => {
    expect(validateField(['mandatory', 'email'], 'a@b.se')).toBeUndefined();
    expect(validateField([], '')).toBeUndefined();
  });

  it('returns the first failing rule in the listed order', () => {
    expect(validateField(['mandatory', 'email'], '')).toBe('mandatory');
    expect(validateField(['mandatory', 'email'], 'nope')).toBe('emailInvalid');
    expect(validateField(['numeric', 'confirmcode'], '12a')).toBe('valueInvalid');
    expect(validateField(['passwordStrength', 'mandatory'], 'short')).toBe('notAStrongPassword');
  });

  it('gives cross-field rules the other values', () => {
    expect(validateField(['passwordMatch'], 'abc', { password: 'abc' })).toBeUndefined();
    expect(validateField(['passwordMatch'], 'abd', { password: 'abc' })).toBe('passwordMismatch');
  });
});
