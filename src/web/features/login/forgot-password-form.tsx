import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { EmailField, RefusalLine } from '../../components/account-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useForm } from '../../lib/use-form.ts';
import { useFormPostDone } from '../../lib/form-post.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { viewHref } from './login-views.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

const FORGOT_PASSWORD_FORM_SCHEMA = lazySchema(
  () => import('../../../shared/account-forms.schema.ts'),
  (schemas) => schemas.ZForgotPasswordForm,
);

// The page's own address in this state: the form sent without the app posts here.
const FORGOT_PASSWORD_PATH = '/memberlogin?view=forgotpassword';

/** The forgotpassword state: asks for the reset link (the same answer whether or not the address is known). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  // Sent without the app: the server answered with its success state, which names no address.
  const sentWithoutApp = useFormPostDone();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const { busy, field, submit } = useForm({
    schema: FORGOT_PASSWORD_FORM_SCHEMA,
    initial: { email: '' },
    postedAs: 'forgotPassword',
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
      {sentTo || sentWithoutApp ? (
        <p className="notice notice--success" role="status">
          {sentTo ? t('forgot.sent', { email: sentTo }) : t('forgot.sentToAddress')}
        </p>
      ) : (
        <>
          <p>{t('forgot.intro')}</p>
          <Form className="accounts__form" method="post" action={FORGOT_PASSWORD_PATH} noValidate onSubmit={submit}>
            <EmailField {...field('email')} />
            <RefusalLine className="accounts__alert" text={tooMany ? t('errors.tooManyRequests') : null} />
            <Button type="submit" busy={busy}>
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
