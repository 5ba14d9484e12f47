import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { setAppError } from '../../lib/app-error.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useActivateAccount } from './api/activate-account.ts';

type TResult = 'ready' | 'waiting' | 'activated' | 'alreadyOrExpired' | 'notMember' | 'missing';

// The server's plain-text answers.
const ANSWERS: Record<string, TResult> = {
  'AccountActivated.': 'activated',
  'You account is activated already or the activation link Expired.': 'alreadyOrExpired',
  'Not a member.': 'notMember',
};

/**
 * /activateaccount?email=&code=: activates the account when its owner presses the button, then says
 * how it went. Never on opening: a mail scanner that follows the link, or
 * someone who did not ask for the account, activates nothing.
 */
export default function ActivateAccountPage() {
  const { t, ready } = useTranslation('accounts');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const [result, setResult] = useState<TResult>(email && code ? 'ready' : 'missing');
  const activateAccount = useActivateAccount();

  function activate() {
    setResult('waiting');
    activateAccount
      .mutateAsync({ email, code })
      .then((answer) => {
        const known = ANSWERS[answer];
        if (!known) throw new Error(`Unexpected activation answer: ${answer}`);
        setResult(known);
      })
      // A network or server error is the application error: the page goes to /error.
      .catch(setAppError);
  }

  const signInButton = (
    <Link className="button-link" to="/memberlogin">
      {t('activate.signIn')}
    </Link>
  );

  return (
    <section className="page">
      <PageTitle pageKey="activateAccount" />
      {!ready ? (
        <Loading />
      ) : result === 'ready' ? (
        <div className="notice">
          <p>{t('activate.confirm', { email })}</p>
          <p>{t('activate.notYou')}</p>
          <Button type="button" onClick={activate} disabled={!hydrated}>
            {t('activate.submit')}
          </Button>
        </div>
      ) : result === 'waiting' ? (
        <p role="status">{t('activate.activating', { email })}</p>
      ) : result === 'missing' ? (
        <p className="notice notice--error">{t('activate.missingParameters')}</p>
      ) : result === 'notMember' ? (
        <p className="notice notice--error" role="alert">
          {t('activate.notMember', { email })}
        </p>
      ) : (
        <div className={`notice ${result === 'activated' ? 'notice--success' : 'notice--error'}`} role="status">
          <p>{t(result === 'activated' ? 'activate.activated' : 'activate.alreadyOrExpired')}</p>
          {signInButton}
        </div>
      )}
    </section>
  );
}
