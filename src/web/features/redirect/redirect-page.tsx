import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

// SPEC section 4: an error starting with this gets the long text.
const NOT_A_MEMBER = 'You are not a registered member.';

/**
 * /redirect: where external sign-in comes back (SPEC section 4). A token is stored and the login
 * check runs; once the user is loaded, on to /mypage. An error is shown as is.
 */
export default function RedirectPage() {
  const { t, ready } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, signIn } = useSession();
  const token = params.get('token');
  const error = params.get('error');
  const [signingIn, setSigningIn] = useState(false);
  const stored = useRef(false);

  useEffect(() => {
    if (!token || stored.current) return;
    stored.current = true;
    signIn(token);
    setSigningIn(true);
    // The token has no business staying in the address bar or the history.
    navigate('/redirect', { replace: true });
  }, [token, signIn, navigate]);

  useEffect(() => {
    if (status === 'signedIn' && !error) navigate('/mypage', { replace: true });
  }, [status, error, navigate]);

  const failed = signingIn && status === 'signedOut';

  return (
    <section className="page">
      <PageTitle pageKey="redirect" />
      {!ready ? (
        <Loading />
      ) : error ? (
        <div className="notice notice--error" role="alert">
          {error.startsWith(NOT_A_MEMBER) ? (
            <>
              <p>{t('redirect.notMember')}</p>
              <Link to="/memberregistration">{t('redirect.registrationLink')}</Link>
            </>
          ) : (
            <>
              <p>{error}</p>
              <Link to="/memberlogin">{t('redirect.backToLogin')}</Link>
            </>
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
