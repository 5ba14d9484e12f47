import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { useExchangeSignInCode } from './api/exchange-sign-in-code.ts';
import { redirectErrorKey } from './redirect-errors.ts';

/**
 * /redirect: where external sign-in comes back. The address carries a
 * one-time code, never a token: the page trades it for a session with this browser's state cookie,
 * so a link with someone else's code signs nobody in. Then the login check runs and, once the user
 * is loaded, on to /mypage. An error shows only as one of the texts the site knows.
 */
export default function RedirectPage() {
  const { t, ready } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, signIn } = useSession();
  const code = params.get('code');
  const error = params.get('error');
  const [outcome, setOutcome] = useState<'idle' | 'exchanging' | 'signedIn' | 'failed'>('idle');
  const started = useRef(false);
  const { mutateAsync: exchangeSignInCode } = useExchangeSignInCode();

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    setOutcome('exchanging');
    // The code has no business staying in the address bar or the history.
    navigate('/redirect', { replace: true });
    exchangeSignInCode(code).then(
      ({ accessToken }) => {
        signIn(accessToken);
        setOutcome('signedIn');
      },
      () => setOutcome('failed'),
    );
  }, [code, signIn, navigate, exchangeSignInCode]);

  useEffect(() => {
    if (status === 'signedIn' && outcome === 'signedIn') navigate('/mypage', { replace: true });
  }, [status, outcome, navigate]);

  const failed = outcome === 'failed' || (outcome === 'signedIn' && status === 'signedOut');
  const errorKey = error === null ? null : redirectErrorKey(error);

  return (
    <section className="page">
      <PageTitle pageKey="redirect" />
      {!ready ? (
        <Loading />
      ) : errorKey ? (
        <div className="notice notice--error" role="alert">
          <p>{t(errorKey)}</p>
          {errorKey === 'redirect.notMember' ? (
            <Link to="/memberregistration">{t('redirect.registrationLink')}</Link>
          ) : (
            <Link to="/memberlogin">{t('redirect.backToLogin')}</Link>
          )}
        </div>
      ) : failed ? (
        <div className="notice notice--error" role="alert">
          <p>{t('redirect.failed')}</p>
          <Link to="/memberlogin">{t('redirect.backToLogin')}</Link>
        </div>
      ) : (
        <p role="status">{t('redirect.redirecting')}</p>
      )}
    </section>
  );
}
