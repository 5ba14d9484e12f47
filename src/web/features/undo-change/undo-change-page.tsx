import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { setAppError } from '../../lib/app-error.ts';
import { errorCode } from '../../lib/field-errors.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useUndoChange } from './api/undo-change.ts';
import { useUndoPreview } from './api/get-undo-preview.ts';

type TResult = 'undone' | 'emailTaken' | 'invalid' | null;

const UNDONE: Record<string, string> = {
  email: 'undo.emailUndone',
  password: 'undo.passwordUndone',
  oidc_link: 'undo.linkUndone',
};

/**
 * /undochange?code=: the link the old address gets after a change of sign-in e-mail or password, or
 * a newly linked external sign-in.
 * Shows what comes back, and puts it back (every session ends) only on the press of its button.
 */
export default function UndoChangePage() {
  const { t, ready } = useTranslation('accounts');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const preview = useUndoPreview(code, { enabled: hydrated && Boolean(code) });
  const undoChange = useUndoChange();
  const [result, setResult] = useState<TResult>(null);

  function undo() {
    undoChange
      .mutateAsync(code)
      .then(() => setResult('undone'))
      .catch((error: unknown) => {
        if (errorCode(error) === 'email_taken') setResult('emailTaken');
        else if (errorCode(error) === 'invalid_token') setResult('invalid');
        else setAppError(error);
      });
  }

  const invalidLink = preview.data?.change === 'none' || result === 'invalid';
  let content;
  if (!ready) content = <Loading />;
  else if (!code) content = <p className="notice notice--error">{t('undo.missingCode')}</p>;
  else if (invalidLink) content = <p className="notice notice--error">{t('undo.invalidLink')}</p>;
  else if (preview.isError) content = <p className="notice notice--error">{t('errors.linkCheckFailed')}</p>;
  else if (result === 'undone') {
    content = (
      <div className="notice notice--success" role="status">
        <p>{t(UNDONE[preview.data?.change ?? 'password'] ?? 'undo.passwordUndone')}</p>
        <Link className="button-link" to="/memberlogin?view=forgotpassword">
          {t('undo.chooseNewPassword')}
        </Link>
      </div>
    );
  } else if (result === 'emailTaken') {
    content = (
      <p className="notice notice--error" role="alert">
        {t('undo.emailTaken')}
      </p>
    );
  } else if (preview.data && preview.data.change !== 'none') {
    const data = preview.data;
    content = (
      <div className="notice">
        {data.change === 'email' ? (
          <>
            <p>{t('undo.emailIntro')}</p>
            <dl className="accounts__change">
              <dt>{t('undo.currentEmail')}</dt>
              <dd>{data.currentEmail ?? t('verify.noEmail')}</dd>
              <dt>{t('undo.restoredEmail')}</dt>
              <dd>{data.restoredEmail}</dd>
            </dl>
          </>
        ) : data.change === 'oidc_link' ? (
          <p>{t('undo.linkIntro', { provider: data.provider, email: data.email ?? '' })}</p>
        ) : (
          <p>{t('undo.passwordIntro', { email: data.email ?? '' })}</p>
        )}
        <p>{t('undo.sessionsEnd')}</p>
        <Button type="button" onClick={undo} busy={undoChange.isPending} disabled={!hydrated}>
          {t('undo.submit')}
        </Button>
      </div>
    );
  } else content = <Loading />;

  return (
    <section className="page">
      <PageTitle pageKey="undoChange" />
      {content}
    </section>
  );
}
