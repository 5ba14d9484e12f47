import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TFormPostState } from '../../../shared/form-post.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { EmailField, RefusalLine } from '../../components/account-fields.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useFormPostDone, useRefusedFormPost } from '../../lib/form-post.ts';
import { useForm } from '../../lib/use-form.ts';
import { useSignUp } from './api/sign-up.ts';
import { viewHref } from './login-views.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

const SIGNUP_FORM_SCHEMA = lazySchema(
  () => import('../../../shared/account-forms.schema.ts'),
  (schemas) => schemas.ZSignupForm,
);

type TResult = { kind: 'created' | 'exists' | 'notMember' | 'tooMany'; email: string } | null;

const ANSWERS: Record<string, 'created' | 'exists' | 'notMember'> = {
  'AccountCreated.': 'created',
  'User Already Exist.': 'exists',
  'Not a member.': 'notMember',
};

/** A sign-up sent without the app and refused for its address: the kind the server named. */
function resultOfPost(posted: TFormPostState | undefined, emailOf: (typed: string) => string): TResult {
  const kind = posted?.refusal;
  return kind === 'exists' || kind === 'notMember' ? { kind, email: emailOf(posted?.values.email ?? '') } : null;
}

/** The signup state: creates the account and tells the member to open the activation mail. */
export function SignupForm() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const emailOf = (typed: string) => typed.trim().toLowerCase();
  // Sent without the app: the server's success state names no address; a refusal names its kind.
  const createdWithoutApp = useFormPostDone();
  const posted = useRefusedFormPost('signup');
  const [result, setResult] = useState<TResult>(() => resultOfPost(posted, emailOf));
  const { values, busy, change, errorText, field, submit } = useForm({
    schema: SIGNUP_FORM_SCHEMA,
    initial: { email: '', password: '', confirmpassword: '' },
    postedAs: 'signup',
    send: async (typed) => {
      const email = emailOf(typed.email);
      setResult(null);
      const answer = ANSWERS[await signUp.mutateAsync({ ...typed, email })];
      if (!answer) throw new Error('Unexpected answer to the sign-up');
      setResult({ kind: answer, email });
    },
    refused: (error) => {
      if (!(error instanceof ApiError) || error.status !== 429) return false;
      setResult({ kind: 'tooMany', email: emailOf(values.email) });
      return true;
    },
  });

  const refusal =
    result?.kind === 'exists'
      ? t('signup.userExists')
      : result?.kind === 'notMember'
        ? t('signup.notMember', { email: result.email })
        : result?.kind === 'tooMany'
          ? t('errors.tooManyRequests')
          : null;

  if (result?.kind === 'created' || createdWithoutApp) {
    return (
      <div className="accounts__panel">
        <div className="notice notice--success" role="status">
          <p>
            {result?.kind === 'created' ? t('signup.created', { email: result.email }) : t('signup.createdToAddress')}
          </p>
          <Link className="button-link" to={viewHref('login', params)}>
            {t('signup.signInLink')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="accounts__panel">
      <p>{t('signup.intro')}</p>
      <Form className="accounts__form" method="post" action={viewHref('signup', params)} noValidate onSubmit={submit}>
        <EmailField {...field('email')} />
        <NewPasswordFields
          values={values}
          change={change}
          errorText={errorText}
          labels="password"
          hintClassName="accounts__hint"
        />
        <RefusalLine className="accounts__alert" text={refusal} />
        <Button type="submit" busy={busy}>
          {t('signup.submit')}
        </Button>
      </Form>
      <p className="accounts__links">
        {t('signup.haveAccount')} <Link to={viewHref('login', params)}>{t('signup.signIn')}</Link>
      </p>
    </div>
  );
}
