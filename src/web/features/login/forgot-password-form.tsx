import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ZForgotPasswordForm } from '../../../shared/account-forms.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useForm } from '../../lib/use-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { viewHref } from './login-views.ts';

/** The forgotpassword state: asks for the reset link (the same answer whether or not the address is known). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('accounts');
  // Before hydration a submit would be the browser's own GET, with the password in the URL.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const { values, busy, change, errorText, submit } = useForm({
    schema: ZForgotPasswordForm,
    initial: { email: '' },
    send: async ({ email }) => {
      const address = email.trim().toLowerCase();
      setTooMany(false);
      await requestReset.mutateAsync(address);
      setSentTo(address);
    },
    refused: (error) => {
      const known = error instanceof ApiError && error.status === 429;
      if (known) setTooMany(true);
      return known;
    },
  });

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
              value={values.email}
              onChange={change('email')}
              error={errorText('email')}
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
