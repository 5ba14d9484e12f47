import { describe, expect, it } from 'vitest';
import { hasErrors, validateField, validateForm } from './validate-form.ts';
import type { TFieldRules } from './validate-form.ts';

const registration = {
  firstName: ['mandatory', 'alphabetical'],
  email: ['mandatory', 'email'],
  phone: ['telephone'],
  personnummer: ['mandatory', 'personalnumber'],
  password: ['mandatory', 'passwordStrength'],
  confirmpassword: ['mandatory', 'passwordMatch'],
  terms: ['accept'],
} as const satisfies TFieldRules;

const validValues = {
  firstName: 'கலைச்செல்வி',
  email: 'kalai@example.se',
  phone: '',
  personnummer: '19121212-1212',
  password: 'Secret123',
  confirmpassword: 'Secret123',
  terms: true,
};

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

describe('validateForm', () => {
  it('returns an empty object for a valid form', () => {
    const errors = validateForm(validValues, registration);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('reports one error key per failing field', () => {
    const errors = validateForm(
      {
        ...validValues,
        firstName: '',
        email: 'kalai@',
        phone: '+46 070123456',
        personnummer: '20230230-1234',
        confirmpassword: 'Secret124',
        terms: false,
      },
      registration,
    );
    expect(errors).toEqual({
      firstName: 'mandatory',
      email: 'emailInvalid',
      phone: 'phoneNumberInvalid',
      personnummer: 'personalNumberInvalid',
      confirmpassword: 'passwordMismatch',
      terms: 'accept',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('treats a missing field as empty', () => {
    expect(validateForm({}, { name: ['mandatory'], phone: ['telephone'] })).toEqual({ name: 'mandatory' });
  });

  it('ignores values that have no rules', () => {
    expect(validateForm({ extra: 'anything' }, {})).toEqual({});
  });
});
