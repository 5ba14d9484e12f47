import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RefusalLine } from '../../components/account-fields.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorCode, fieldErrors } from '../../lib/field-errors.ts';
import { useFormPostDone, useRefusedFormPost } from '../../lib/form-post.ts';
import { useForm } from '../../lib/use-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useResetPreview } from './api/get-reset-preview.ts';
import { useResetPassword } from './api/reset-password.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

const RESET_PASSWORD_FORM_SCHEMA = lazySchema(
  () => import('../../../shared/account-forms.schema.ts'),
  (schemas) => schemas.ZResetPasswordForm,
);
const FORGOT_PASSWORD = '/memberlogin?view=forgotpassword';
// The form's name when it is sent without the app (the server's refusal names it).
const RESET_FORM = 'resetPassword';

type TResult = 'done' | 'invalidLink' | 'tooMany' | null;

/**
 * /resetpassword?token=: says whose password the link sets, then sets the one chosen on a press of
 * the form's button (the address then gets a link that puts the old one back for 7 days).
 */
export default function ResetPasswordPage() {
  const { t, ready } = useTranslation('accounts');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Set without the app: the server answered with its success state, or the page again.
  const doneWithoutApp = useFormPostDone();
  const refusedPost = useRefusedFormPost(RESET_FORM);
  const preview = useResetPreview(token, { enabled: hydrated && Boolean(token) });
  const resetPassword = useResetPassword();
  const [result, setResult] = useState<TResult>(() => (refusedPost?.errors.token ? 'invalidLink' : null));
  const { values, busy, change, errorText, submit } = useForm({
    schema: RESET_PASSWORD_FORM_SCHEMA,
    initial: { password: '', confirmpassword: '' },
    postedAs: RESET_FORM,
    send: async (typed) => {
      setResult(null);
      await resetPassword.mutateAsync({ token, ...typed });
      setResult('done');
    },
    refused: (error) => {
      // The link's token is checked first: a form fixed against a dead link would be lost effort.
      if (errorCode(error) === 'invalid_token' || fieldErrors(error)?.token) setResult('invalidLink');
      else if (error instanceof ApiError && error.status === 429) setResult('tooMany');
      else return false;
      return true;
    },
  });
  const requestNew = (
    <Link className="button-link" to={FORGOT_PASSWORD}>
      {t('reset.requestNew')}
    </Link>
  );

  const done = (
    <div className="notice notice--success" role="status">
      <p>{t('reset.done')}</p>
      <Link className="button-link" to="/memberlogin">
        {t('reset.signIn')}
      </Link>
    </div>
  );

  let content;
  if (!ready) content = <Loading />;
  else if (result === 'done' || doneWithoutApp) content = done;
  else if (!token) {
    content = (
      <div className="notice notice--error">
        <p>{t('reset.missingToken')}</p>
        {requestNew}
      </div>
    );
  } else if (result === 'invalidLink' || preview.data?.state === 'invalid') {
    content = (
      <div className="notice notice--error" role="alert">
        <p>{t('reset.invalidLink')}</p>
        {requestNew}
      </div>
    );
  } else {
    content = (
      <div className="reset-password__panel">
        <p>
          {preview.data?.state === 'ready' && preview.data.email
            ? t('reset.introFor', { email: preview.data.email })
            : t('reset.intro')}
        </p>
        <Form
          className="reset-password__form"
          method="post"
          action={`/resetpassword?${new URLSearchParams({ token })}`}
          noValidate
          onSubmit={submit}
        >
          <NewPasswordFields
            values={values}
            change={change}
            errorText={errorText}
            labels="newPassword"
            hintClassName="reset-password__hint"
          />
          <RefusalLine
            className="reset-password__alert"
            text={result === 'tooMany' ? t('errors.tooManyRequests') : null}
          />
          <Button type="submit" busy={busy}>
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
