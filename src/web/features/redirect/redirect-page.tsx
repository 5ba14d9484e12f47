import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import {
  FLOW_FAILED_ERROR,
  NOT_A_MEMBER_ERROR,
  PROVIDER_DOWN_ERROR,
  notApprovedEmail,
} from '../../../shared/sign-in-errors.ts';

/** The texts the sign-in server sends, said in the reader's language; any other error is shown as is. */
function useKnownErrorText(): (error: string) => string {
  const { t } = useTranslation('accounts');
  return (error) => {
    if (error === FLOW_FAILED_ERROR) return t('redirect.failed');
    if (error === PROVIDER_DOWN_ERROR) return t('redirect.providerDown');
    const email = notApprovedEmail(error);
    return email === null ? error : t('login.notApproved', { email });
  };
}

/**
 * /redirect: where external sign-in comes back (SPEC section 4). A token is stored and the login
 * check runs; once the user is loaded, on to /mypage. An error starting with the not-a-member text
 * gets the long text; the others are shown as they are, in the reader's language when known.
 */
export default function RedirectPage() {
  const { t, ready } = useTranslation('accounts');
  const errorText = useKnownErrorText();
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
          {error.startsWith(NOT_A_MEMBER_ERROR) ? (
            <>
              <p>{t('redirect.notMember')}</p>
              <Link to="/memberregistration">{t('redirect.registrationLink')}</Link>
            </>
          ) : (
            <>
              <p>{errorText(error)}</p>
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
