import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hasErrors, validateForm } from '../../../shared/validation/validate-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { setAppError } from '../../lib/app-error.ts';
import { fieldErrorKey, fieldErrors, signUp } from '../../lib/session/accounts-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { viewHref } from './login-views.ts';
import { Form } from '../../components/ui/form.tsx';

type TField = 'email' | 'password' | 'confirmpassword';
// SPEC section 5, Signup: email valid and mandatory, password strong and mandatory, confirmation matching.
const RULES = {
  email: ['mandatory', 'email'],
  password: ['mandatory', 'passwordStrength'],
  confirmpassword: ['mandatory', 'passwordMatch'],
} as const;

type TResult = { kind: 'created' | 'exists' | 'notMember' | 'tooMany'; email: string } | null;

const ANSWERS: Record<string, 'created' | 'exists' | 'notMember'> = {
  'AccountCreated.': 'created',
  'User Already Exist.': 'exists',
  'Not a member.': 'notMember',
};

/** The signup state: creates the account and tells the member to open the activation mail. */
export function SignupForm() {
  const { t } = useTranslation('accounts');
  // Before hydration a submit would be the browser's own GET, with the password in the URL.
  const hydrated = useHydrated();
  const { t: tAny } = useTranslation();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<TField, string>>({ email: '', password: '', confirmpassword: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [result, setResult] = useState<TResult>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: TField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateForm(values, RULES);
    setErrors(found);
    if (hasErrors(found)) return;
    const email = values.email.trim().toLowerCase();
    setBusy(true);
    setResult(null);
    try {
      const answer = ANSWERS[await signUp({ ...values, email })];
      if (!answer) throw new Error('Unexpected answer to the sign-up');
      setResult({ kind: answer, email });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) setErrors(fields);
      else if (error instanceof ApiError && error.status === 429) setResult({ kind: 'tooMany', email });
      else setAppError(error);
    } finally {
      setBusy(false);
    }
  }

  if (result?.kind === 'created') {
    return (
      <div className="accounts__panel">
        <div className="notice notice--success" role="status">
          <p>{t('signup.created', { email: result.email })}</p>
          <Link className="button-link" to={viewHref('login', params)}>
            {t('signup.signInLink')}
          </Link>
        </div>
      </div>
    );
  }

  const errorText = (field: TField) => (errors[field] ? tAny(fieldErrorKey(errors[field])) : undefined);

  return (
    <div className="accounts__panel">
      <p>{t('signup.intro')}</p>
      <Form className="accounts__form" method="post" noValidate onSubmit={submit}>
        <TextInput
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="username"
          mandatory
          value={values.email}
          onChange={change('email')}
          error={errorText('email')}
        />
        <TextInput
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          mandatory
          value={values.password}
          onChange={change('password')}
          error={errorText('password')}
        />
        <p className="accounts__hint">{t('fields.passwordHint')}</p>
        <TextInput
          label={t('fields.confirmPassword')}
          type="password"
          name="confirmpassword"
          autoComplete="new-password"
          mandatory
          value={values.confirmpassword}
          onChange={change('confirmpassword')}
          error={errorText('confirmpassword')}
        />
        <div role="alert" className="accounts__alert">
          {result?.kind === 'exists' && <p className="notice notice--error">{t('signup.userExists')}</p>}
          {result?.kind === 'notMember' && (
            <p className="notice notice--error">{t('signup.notMember', { email: result.email })}</p>
          )}
          {result?.kind === 'tooMany' && <p className="notice notice--error">{t('errors.tooManyRequests')}</p>}
        </div>
        <Button type="submit" busy={busy} disabled={!hydrated}>
          {t('signup.submit')}
        </Button>
      </Form>
      <p className="accounts__links">
        {t('signup.haveAccount')} <Link to={viewHref('login', params)}>{t('signup.signIn')}</Link>
      </p>
    </div>
  );
}
