import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { EmailField, KnownPasswordField } from '../../components/account-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorCode } from '../../lib/field-errors.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useForm } from '../../lib/use-form.ts';
import { useRefusedFormPost } from '../../lib/form-post.ts';
import { useLoginWithPassword } from './api/login-with-password.ts';
import { viewHref } from './login-views.ts';
import { ProviderButtons } from './provider-buttons.tsx';
import { lazySchema } from '../../lib/lazy-schema.ts';

const LOGIN_FORM_SCHEMA = lazySchema(
  () => import('../../../shared/account-forms.schema.ts'),
  (schemas) => schemas.ZLoginForm,
);

/** What the server said after the password was checked: a wrong password, or an account not usable yet. */
type TOutcome =
  { kind: 'invalid' | 'tooMany' } | { kind: 'notVerified' | 'notApproved' | 'notFound'; email: string } | null;

/** The outcome an error code names (the JSON answer's, or the page's after a post without the app). */
function outcomeOfCode(code: string | undefined, email: string): TOutcome | undefined {
  switch (code) {
    case 'invalid_credentials':
      return { kind: 'invalid' };
    case 'too_many_requests':
      return { kind: 'tooMany' };
    case 'not_verified':
      return { kind: 'notVerified', email };
    case 'not_approved':
      return { kind: 'notApproved', email };
    case 'not_found':
      return { kind: 'notFound', email };
    default:
      return undefined;
  }
}

function outcomeOf(error: unknown, email: string): TOutcome | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return { kind: 'invalid' };
  if (error.status === 429) return { kind: 'tooMany' };
  return error.status === 403 ? outcomeOfCode(errorCode(error), email) : undefined;
}

function Outcome({ outcome, onTryAgain }: { outcome: NonNullable<TOutcome>; onTryAgain: () => void }) {
  const { t } = useTranslation('accounts');
  const tryAgain = (
    <Button variant="secondary" onClick={onTryAgain}>
      {t('login.tryDifferent')}
    </Button>
  );
  switch (outcome.kind) {
    case 'invalid':
      return <p className="notice notice--error">{t('login.invalidCredentials')}</p>;
    case 'tooMany':
      return <p className="notice notice--error">{t('errors.tooManyRequests')}</p>;
    case 'notVerified':
      return <p className="notice notice--error">{t('login.notVerified', { email: outcome.email })}</p>;
    case 'notFound':
      return (
        <div className="notice notice--error accounts__outcome">
          <p>{t('login.notFound', { email: outcome.email })}</p>
          {tryAgain}
        </div>
      );
    case 'notApproved':
      return (
        <div className="notice notice--error accounts__outcome">
          <p>{t('login.notApproved', { email: outcome.email })}</p>
          <p>{t('login.contactBoard')}</p>
          <p>
            {t('login.useRegistration')} <Link to="/memberregistration">{t('login.registrationLink')}</Link>
          </p>
          {tryAgain}
        </div>
      );
  }
}

/** The login state: e-mail and password, links to the other states, external providers. */
export function LoginForm() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const login = useLoginWithPassword();
  const emailOf = (typed: string) => typed.trim().toLowerCase();
  // Sent without the app and refused: the server's page names the outcome by its error code.
  const posted = useRefusedFormPost('login');
  const [outcome, setOutcome] = useState<TOutcome>(
    () => outcomeOfCode(posted?.refusal, emailOf(posted?.values.email ?? '')) ?? null,
  );
  const { values, busy, field, submit, reset } = useForm({
    schema: LOGIN_FORM_SCHEMA,
    initial: { email: '', password: '' },
    postedAs: 'login',
    send: async ({ email, password }) => {
      setOutcome(null);
      const { accessToken } = await login.mutateAsync({ email: emailOf(email), password });
      signIn(accessToken);
    },
    refused: (error) => {
      const known = outcomeOf(error, emailOf(values.email));
      if (known) setOutcome(known);
      return known !== undefined;
    },
  });

  function tryDifferent() {
    setOutcome(null);
    reset();
  }

  return (
    <div className="accounts__panel">
      <h2 className="accounts__heading">{t('login.heading')}</h2>
      <Form className="accounts__form" method="post" action={viewHref('login', params)} noValidate onSubmit={submit}>
        <EmailField {...field('email')} />
        <KnownPasswordField label={t('fields.password')} {...field('password')} />
        <div role="alert" className="accounts__alert">
          {outcome && <Outcome outcome={outcome} onTryAgain={tryDifferent} />}
        </div>
        <Button type="submit" busy={busy}>
          {t('login.submit')}
        </Button>
      </Form>
      <p className="accounts__links">
        <Link to={viewHref('forgotpassword', params)}>{t('login.forgotPassword')}</Link>
      </p>
      <p className="accounts__links">
        {t('login.noAccount')} <Link to={viewHref('signup', params)}>{t('login.createAccount')}</Link>
      </p>
      <ProviderButtons />
    </div>
  );
}
