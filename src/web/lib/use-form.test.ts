import { describe, expect, it } from 'vitest';
import { ZLoginForm, ZSignupForm } from '../../shared/account-forms.schema.ts';
import { schemaAtHand } from '../testing/schema-at-hand.ts';
import { formErrors } from './use-form.ts';

describe('formErrors', async () => {
  it('is empty for a valid form', async () => {
    const valid = { email: 'kalai@example.se', password: 'Secret123', confirmpassword: 'Secret123' };
    expect(await formErrors(schemaAtHand(ZSignupForm), valid)).toEqual({});
  });

  it('reports every failing field at once, each with the first rule it breaks', async () => {
    expect(
      await formErrors(schemaAtHand(ZSignupForm), { email: '', password: 'short', confirmpassword: 'other' }),
    ).toEqual({
      email: 'mandatory',
      password: 'notAStrongPassword',
      confirmpassword: 'passwordMismatch',
    });
    expect(await formErrors(schemaAtHand(ZSignupForm), { email: 'kalai@', password: '', confirmpassword: '' })).toEqual(
      {
        email: 'emailInvalid',
        password: 'mandatory',
        confirmpassword: 'mandatory',
      },
    );
  });

  it('accepts an address typed with spaces around it, as the server does after trimming', async () => {
    expect(await formErrors(schemaAtHand(ZLoginForm), { email: ' kalai@example.se ', password: 'x' })).toEqual({});
  });
});
