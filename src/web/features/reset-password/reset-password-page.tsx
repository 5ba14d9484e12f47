import './reset-password.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hasErrors, validateForm } from '../../../shared/validation/validate-form.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { setAppError } from '../../lib/app-error.ts';
import { errorCode, fieldErrorKey, fieldErrors, resetPassword } from '../../lib/session/accounts-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Form } from '../../components/ui/form.tsx';

type TField = 'password' | 'confirmpassword';
// The sign-up rules (SPEC section 5) hold for a new password too.
const RULES = { password: ['mandatory', 'passwordStrength'], confirmpassword: ['mandatory', 'passwordMatch'] } as const;
const FORGOT_PASSWORD = '/memberlogin?view=forgotpassword';

type TResult = 'done' | 'invalidLink' | 'tooMany' | null;

/** /resetpassword?token=: choose a new password with the link from the mail (beyond the SPEC, DESIGN.md 5). */
export default function ResetPasswordPage() {
  const { t, ready } = useTranslation('accounts');
  // Before hydration a submit would be the browser's own GET, with the password in the URL.
  const hydrated = useHydrated();
  const { t: tAny } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Record<TField, string>>({ password: '', confirmpassword: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [result, setResult] = useState<TResult>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: TField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateForm(values, RULES);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setResult(null);
    try {
      await resetPassword({ token, ...values });
      setResult('done');
    } catch (error) {
      const fields = fieldErrors(error);
      if (errorCode(error) === 'invalid_token' || fields?.token) setResult('invalidLink');
      else if (fields) setErrors(fields);
      else if (error instanceof ApiError && error.status === 429) setResult('tooMany');
      else setAppError(error);
    } finally {
      setBusy(false);
    }
  }

  const errorText = (field: TField) => (errors[field] ? tAny(fieldErrorKey(errors[field])) : undefined);
  const requestNew = (
    <Link className="button-link" to={FORGOT_PASSWORD}>
      {t('reset.requestNew')}
    </Link>
  );

  let content;
  if (!ready) content = <Loading />;
  else if (!token) {
    content = (
      <div className="notice notice--error">
        <p>{t('reset.missingToken')}</p>
        {requestNew}
      </div>
    );
  } else if (result === 'done') {
    content = (
      <div className="notice notice--success" role="status">
        <p>{t('reset.done')}</p>
        <Link className="button-link" to="/memberlogin">
          {t('reset.signIn')}
        </Link>
      </div>
    );
  } else if (result === 'invalidLink') {
    content = (
      <div className="notice notice--error" role="alert">
        <p>{t('reset.invalidLink')}</p>
        {requestNew}
      </div>
    );
  } else {
    content = (
      <div className="reset-password__panel">
        <p>{t('reset.intro')}</p>
        <Form className="reset-password__form" method="post" noValidate onSubmit={submit}>
          <TextInput
            label={t('fields.newPassword')}
            type="password"
            name="password"
            autoComplete="new-password"
            mandatory
            value={values.password}
            onChange={change('password')}
            error={errorText('password')}
          />
          <p className="reset-password__hint">{t('fields.passwordHint')}</p>
          <TextInput
            label={t('fields.confirmNewPassword')}
            type="password"
            name="confirmpassword"
            autoComplete="new-password"
            mandatory
            value={values.confirmpassword}
            onChange={change('confirmpassword')}
            error={errorText('confirmpassword')}
          />
          <div role="alert" className="reset-password__alert">
            {result === 'tooMany' && <p className="notice notice--error">{t('errors.tooManyRequests')}</p>}
          </div>
          <Button type="submit" busy={busy} disabled={!hydrated}>
            {t('reset.submit')}
          </Button>
        </Form>
      </div>
    );
  }

  return (
    <section className="page">
      <PageTitle pageKey="resetPassword" />
      {content}
    </section>
  );
}
