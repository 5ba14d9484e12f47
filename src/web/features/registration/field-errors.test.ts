import { describe, expect, it } from 'vitest';
import { ZRegistration } from '../../../shared/registration.schema.ts';
import { issuesToFieldErrors, serverFieldErrors, withFieldRevalidated, withKidRemoved } from './field-errors.ts';

function errorsOf(input: unknown) {
  const result = ZRegistration.safeParse(input);
  if (result.success) throw new Error('expected the input to be invalid');
  return issuesToFieldErrors(result.error.issues);
}

describe('issuesToFieldErrors', () => {
  it('names each field by its dotted path with the validation key of its first issue', () => {
    const errors = errorsOf({
      self: { firstName: '', lastName: 'Raman', personalNumber: '1990-01-01', email: 'no-at-sign' },
      spouse: { firstName: 'Priya', lastName: '', personalNumber: '19900101-0017', email: 'p@e.test' },
      kids: [{ firstName: 'Arun', lastName: 'Raman', personalNumber: '' }],
    });
    expect(errors).toEqual({
      'self.firstName': 'mandatory',
      'self.personalNumber': 'personalNumberInvalid',
      'self.email': 'emailInvalid',
      'self.accept': 'accept',
      'spouse.lastName': 'mandatory',
      'kids.0.personalNumber': 'mandatory',
    });
  });

  it('keeps the first issue of a field and turns unknown messages into valueInvalid', () => {
    expect(
      issuesToFieldErrors([
        { path: ['self', 'email'], message: 'mandatory' },
        { path: ['self', 'email'], message: 'emailInvalid' },
        { path: ['kids'], message: 'Too big: expected array to have <=5 items' },
      ]),
    ).toEqual({ 'self.email': 'mandatory', kids: 'valueInvalid' });
  });

  it('reports the family-wide checks (same personnummer twice) on the later person', () => {
    const errors = errorsOf({
      self: {
        firstName: 'Anna',
        lastName: 'Raman',
        personalNumber: '19900101-0017',
        email: 'anna@e.test',
        accept: 'v1.0.0',
      },
      spouse: { firstName: 'Arun', lastName: 'Raman', personalNumber: '19900101-0017', email: 'arun@e.test' },
    });
    expect(errors).toEqual({ 'spouse.personalNumber': 'personalNumberInvalid' });
  });
});

describe('serverFieldErrors', () => {
  it('takes the server fields as they are, dropping a body. prefix', () => {
    expect(
      serverFieldErrors({ 'spouse.email': 'emailInvalid', 'body.self.phoneNumber': 'phoneNumberInvalid' }),
    ).toEqual({ 'spouse.email': 'emailInvalid', 'self.phoneNumber': 'phoneNumberInvalid' });
  });

  it('turns texts that are not validation keys into valueInvalid and ignores odd shapes', () => {
    expect(serverFieldErrors({ 'self.email': 'Invalid value.' })).toEqual({ 'self.email': 'valueInvalid' });
    expect(serverFieldErrors(null)).toEqual({});
    expect(serverFieldErrors(['self.email'])).toEqual({});
    expect(serverFieldErrors('self.email')).toEqual({});
  });
});

describe('withFieldRevalidated', () => {
  it('updates only the blurred field', () => {
    const current = { 'self.firstName': 'mandatory' as const };
    const fresh = { 'self.lastName': 'mandatory' as const, 'kids.0.firstName': 'mandatory' as const };
    expect(withFieldRevalidated(current, fresh, 'self.lastName')).toEqual({
      'self.firstName': 'mandatory',
      'self.lastName': 'mandatory',
    });
    expect(withFieldRevalidated(current, fresh, 'self.firstName')).toEqual({});
  });
});

describe('withKidRemoved', () => {
  it('drops the removed kid and moves the later kids up', () => {
    expect(
      withKidRemoved(
        {
          'self.email': 'emailInvalid',
          'kids.0.firstName': 'mandatory',
          'kids.1.lastName': 'mandatory',
          'kids.2.personalNumber': 'personalNumberInvalid',
        },
        1,
      ),
    ).toEqual({
      'self.email': 'emailInvalid',
      'kids.0.firstName': 'mandatory',
      'kids.1.personalNumber': 'personalNumberInvalid',
    });
  });
});
