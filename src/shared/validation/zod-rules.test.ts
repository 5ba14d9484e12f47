import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zAccepted, zFormRules, zOptionalRule, zRule } from './zod-rules.ts';

function messages(result: { success: boolean; error?: z.ZodError }) {
  return result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message })) ?? [];
}

describe('zRule', () => {
  const schema = zRule(['mandatory', 'personalnumber']);

  it('passes values the rules accept, unchanged', () => {
    expect(schema.parse('19121212-1212')).toBe('19121212-1212');
  });

  it('uses the error key of the first failing rule as the message', () => {
    expect(messages(schema.safeParse(''))).toEqual([{ path: [], message: 'mandatory' }]);
    expect(messages(schema.safeParse('1912-1212-1212'))).toEqual([{ path: [], message: 'personalNumberInvalid' }]);
    expect(messages(schema.safeParse('19121212-1213'))).toEqual([{ path: [], message: 'personalNumberCheckDigit' }]);
  });

  it('rejects non-strings with a translatable key', () => {
    expect(messages(schema.safeParse(42))).toEqual([{ path: [], message: 'valueInvalid' }]);
  });

  it('can be trimmed after the check', () => {
    expect(zRule(['mandatory', 'email']).trim().parse('  a@b.se ')).toBe('a@b.se');
  });
});

describe('zOptionalRule', () => {
  const schema = zOptionalRule(['telephone']);

  it('accepts undefined and empty values', () => {
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('')).toBe('');
  });

  it('checks a given value', () => {
    expect(schema.parse('+46 0701234567')).toBe('+46 0701234567');
    expect(messages(schema.safeParse('070123456'))).toEqual([{ path: [], message: 'phoneNumberInvalid' }]);
  });
});

describe('zAccepted', () => {
  it('accepts a checked box as true', () => {
    expect(zAccepted().parse(true)).toBe(true);
    expect(zAccepted().parse('true')).toBe(true);
  });

  it('rejects anything else with the accept key', () => {
    for (const value of [false, 'false', '', undefined, 1]) {
      expect(messages(zAccepted().safeParse(value))).toEqual([{ path: [], message: 'accept' }]);
    }
  });
});

describe('zFormRules', () => {
  const schema = z
    .object({ password: zRule(['mandatory', 'passwordStrength']), confirmpassword: zRule(['mandatory']) })
    .superRefine(zFormRules({ confirmpassword: ['passwordMatch'] }));

  it('passes matching passwords', () => {
    expect(schema.safeParse({ password: 'Secret123', confirmpassword: 'Secret123' }).success).toBe(true);
  });

  it('puts the issue on the field', () => {
    expect(messages(schema.safeParse({ password: 'Secret123', confirmpassword: 'Secret124' }))).toEqual([
      { path: ['confirmpassword'], message: 'passwordMismatch' },
    ]);
  });

  it('works in a schema shared by server and web as an inferred type', () => {
    const output: { password: string; confirmpassword: string } = schema.parse({
      password: 'Secret123',
      confirmpassword: 'Secret123',
    });
    expect(output.password).toBe('Secret123');
  });
});
