import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorCode } from '../../lib/field-errors.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useForm } from '../../lib/use-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useConfirmSignInLink, useSignInLinkPreview } from './api/sign-in-link.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

const LINK_SIGN_IN_FORM_SCHEMA = lazySchema(
  () => import('../../../shared/sign-in-links.schema.ts'),
  (schemas) => schemas.ZLinkSignInForm,
);

type TResult = 'linked' | 'invalid' | 'wrongPassword' | 'linkedElsewhere' | 'tooMany' | null;

const REFUSALS: Record<string, TResult> = {
  invalid_code: 'invalid',
  wrong_password: 'wrongPassword',
  linked_elsewhere: 'linkedElsewhere',
};

/**
 * /linksignin?code=: where the provider's return lands when the signed-in member started a link on
 * My page. Shows what will change ("Link Mock sign-in to <account e-mail>") and links it only on
 * the press, with the member's current password. Opening it changes nothing.
 */
export default function LinkSignInPage() {
  const { t, ready } = useTranslation('signinlinks');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const { status, user } = useSession();
  const code = params.get('code') ?? '';
  const preview = useSignInLinkPreview(code, user?.id ?? null, {
    enabled: hydrated && Boolean(code) && status === 'signedIn',
  });
  const confirm = useConfirmSignInLink();
  const [result, setResult] = useState<TResult>(null);
  const { values, busy, change, errorText, submit } = useForm({
    schema: LINK_SIGN_IN_FORM_SCHEMA,
    initial: { password: '' },
    send: async ({ password }) => {
      setResult(null);
      await confirm.mutateAsync({ code, password });
      setResult('linked');
    },
    refused: (error) => {
      const refusal = REFUSALS[errorCode(error) ?? ''];
      if (refusal) setResult(refusal);
      else if (error instanceof ApiError && error.status === 429) setResult('tooMany');
      else return false;
      return true;
    },
  });
  const backToMyPage = (
    <Link className="button-link" to="/mypage">
      {t('page.backToMyPage')}
    </Link>
  );

  const data = preview.data?.state === 'ready' ? preview.data : undefined;
  let content;
  if (!ready) content = <Loading />;
  else if (!code) content = <p className="notice notice--error">{t('page.missingCode')}</p>;
  else if (result === 'linked' && data) {
    content = (
      <div className="notice notice--success" role="status">
        <p>{t('page.linked', { provider: data.displayName })}</p>
        {backToMyPage}
      </div>
    );
  } else if (preview.data?.state === 'invalid' || result === 'invalid' || result === 'linkedElsewhere') {
    content = (
      <div className="notice notice--error" role="alert">
        <p>{t(result === 'linkedElsewhere' ? 'page.linkedElsewhere' : 'page.invalid')}</p>
        {backToMyPage}
      </div>
    );
  } else if (data) {
    content = (
      <div className="notice">
        <p>
          <strong>{t('page.confirm', { provider: data.displayName, email: data.accountEmail ?? '' })}</strong>
        </p>
        <dl className="accounts__change">
          <dt>{t('page.providerAccount', { provider: data.displayName })}</dt>
          <dd>{data.providerEmail ?? '—'}</dd>
          <dt>{t('page.account')}</dt>
          <dd>{data.accountEmail ?? '—'}</dd>
        </dl>
        <p>{t('page.explain', { provider: data.displayName })}</p>
        <Form method="post" noValidate onSubmit={submit}>
          <TextInput
            label={t('page.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            mandatory
            value={values.password}
            onChange={change('password')}
            error={errorText('password')}
          />
          <div role="alert">
            {result === 'wrongPassword' && <p className="notice notice--error">{t('page.wrongPassword')}</p>}
            {result === 'tooMany' && <p className="notice notice--error">{t('page.tooMany')}</p>}
          </div>
          <Button type="submit" busy={busy} disabled={!hydrated}>
            {t('page.submit')}
          </Button>
        </Form>
      </div>
    );
  } else if (preview.isError) content = <p className="notice notice--error">{t('page.invalid')}</p>;
  else content = <Loading />;

  return (
    <section className="page">
      <PageTitle pageKey="linkSignIn" />
      {content}
    </section>
  );
}
