import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hasErrors, validateForm } from '../../../shared/validation/validate-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { setAppError } from '../../lib/app-error.ts';
import { fieldErrorKey, fieldErrors, requestPasswordReset } from '../../lib/session/accounts-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { viewHref } from './login-views.ts';
import { Form } from '../../components/ui/form.tsx';

const RULES = { email: ['mandatory', 'email'] } as const;

/** The forgotpassword state: asks for the reset link (the same answer whether or not the address is known). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('accounts');
  // Before hydration a submit would be the browser's own GET, with the password in the URL.
  const hydrated = useHydrated();
  const { t: tAny } = useTranslation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateForm({ email }, RULES);
    setError(found.email);
    if (hasErrors(found)) return;
    const address = email.trim().toLowerCase();
    setBusy(true);
    setTooMany(false);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields) setError(fields.email ?? 'valueInvalid');
      else if (failure instanceof ApiError && failure.status === 429) setTooMany(true);
      else setAppError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="accounts__panel">
      {sentTo ? (
        <p className="notice notice--success" role="status">
          {t('forgot.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p>{t('forgot.intro')}</p>
          <Form className="accounts__form" method="post" noValidate onSubmit={submit}>
            <TextInput
              label={t('fields.email')}
              type="email"
              name="email"
              autoComplete="username"
              mandatory
              value={email}
              onChange={setEmail}
              error={error ? tAny(fieldErrorKey(error)) : undefined}
            />
            <div role="alert" className="accounts__alert">
              {tooMany && <p className="notice notice--error">{t('errors.tooManyRequests')}</p>}
            </div>
            <Button type="submit" busy={busy} disabled={!hydrated}>
              {t('forgot.submit')}
            </Button>
          </Form>
        </>
      )}
      <p className="accounts__links">
        <Link to={viewHref('login', params)}>{t('forgot.backToLogin')}</Link>
      </p>
    </div>
  );
}
