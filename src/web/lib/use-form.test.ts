import { describe, expect, it } from 'vitest';
import { ZLoginForm, ZSignupForm } from '../../shared/account-forms.schema.ts';
import { formErrors } from './use-form.ts';

describe('formErrors', () => {
  it('is empty for a valid form', () => {
    const valid = { email: 'kalai@example.se', password: 'Secret123', confirmpassword: 'Secret123' };
    expect(formErrors(ZSignupForm, valid)).toEqual({});
  });

  it('reports every failing field at once, each with the first rule it breaks', () => {
    expect(formErrors(ZSignupForm, { email: '', password: 'short', confirmpassword: 'other' })).toEqual({
      email: 'mandatory',
      password: 'notAStrongPassword',
      confirmpassword: 'passwordMismatch',
    });
    expect(formErrors(ZSignupForm, { email: 'kalai@', password: '', confirmpassword: '' })).toEqual({
      email: 'emailInvalid',
      password: 'mandatory',
      confirmpassword: 'mandatory',
    });
  });

  it('accepts an address typed with spaces around it, as the server does after trimming', () => {
    expect(formErrors(ZLoginForm, { email: ' kalai@example.se ', password: 'x' })).toEqual({});
  });
});
