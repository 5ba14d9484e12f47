import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { useVerifyEmail } from './api/verify-email.ts';

/**
 * /verify?oobCode=: confirms a new e-mail address, then shows the result on /members (?pass or ?fail).
 * A change someone else asked for counts only for its owner signed in: the page sends the session
 * along and, without the right one, asks them to sign in and come back.
 */
export default function VerifyPage() {
  const { t, ready } = useTranslation('accounts');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { status } = useSession();
  const code = params.get('oobCode');
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const sentFor = useRef<string | null>(null);
  const { mutateAsync: verifyEmail } = useVerifyEmail();

  useEffect(() => {
    // Once the session is known, and again if the person signs in (another sentFor).
    if (!code || status === 'checking' || sentFor.current === `${code}:${status}`) return;
    sentFor.current = `${code}:${status}`;
    verifyEmail(code)
      .then(({ result }) => result)
      .catch(() => 'fail' as const)
      .then((result) => {
        if (result === 'sign_in_required') setNeedsSignIn(true);
        else navigate(`/members?${result === 'pass' ? 'pass' : 'fail'}`, { replace: true });
      });
  }, [code, status, navigate, verifyEmail]);

  const returnHere = `/memberlogin?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  return (
    <section className="page">
      <PageTitle pageKey="verify" />
      {!ready ? (
        <Loading />
      ) : !code ? (
        <p className="notice notice--error">{t('verify.missingCode')}</p>
      ) : needsSignIn ? (
        <div className="notice" role="status">
          <p>{t(status === 'signedIn' ? 'verify.otherAccount' : 'verify.signInFirst')}</p>
          {status !== 'signedIn' && (
            <Link className="button-link" to={returnHere}>
              {t('verify.signIn')}
            </Link>
          )}
        </div>
      ) : (
        <p role="status">{t('verify.verifying')}</p>
      )}
    </section>
  );
}
