import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { setAppError } from '../../lib/app-error.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useEmailChangePreview } from './api/get-email-change-preview.ts';
import { useVerifyEmail } from './api/verify-email.ts';

/**
 * /verify?oobCode=: a new sign-in e-mail, confirmed by the account's owner signed in, on a press of
 * the button under what changes (old -> new). Never on opening, nor on coming back after signing in:
 * a link someone forwards ("please click, it's from the association") changes nothing by itself.
 * The result shows on /members (?pass or ?fail).
 */
export default function VerifyPage() {
  const { t, ready } = useTranslation('accounts');
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { status, user } = useSession();
  const code = params.get('oobCode') ?? '';
  const preview = useEmailChangePreview(code, user?.id ?? null, {
    enabled: hydrated && Boolean(code) && status !== 'checking',
  });
  const verifyEmail = useVerifyEmail();
  const invalid = preview.data?.state === 'invalid';

  useEffect(() => {
    // A dead link: the same outcome page a failed confirmation shows.
    if (invalid) void navigate('/members?fail', { replace: true });
  }, [invalid, navigate]);

  function confirm() {
    verifyEmail
      .mutateAsync(code)
      .then(({ result }) => navigate(`/members?${result === 'pass' ? 'pass' : 'fail'}`, { replace: true }))
      .catch(setAppError);
  }

  const returnHere = `/memberlogin?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  let content;
  if (!ready) content = <Loading />;
  else if (!code) content = <p className="notice notice--error">{t('verify.missingCode')}</p>;
  else if (preview.isError) content = <p className="notice notice--error">{t('errors.linkCheckFailed')}</p>;
  else if (preview.data?.state === 'sign_in_required') {
    content = (
      <div className="notice" role="status">
        <p>{t(status === 'signedIn' ? 'verify.otherAccount' : 'verify.signInFirst')}</p>
        {status !== 'signedIn' && (
          <Link className="button-link" to={returnHere}>
            {t('verify.signIn')}
          </Link>
        )}
      </div>
    );
  } else if (preview.data?.state === 'ready') {
    content = (
      <div className="notice">
        <p>{t('verify.confirm')}</p>
        <dl className="accounts__change">
          <dt>{t('verify.oldEmail')}</dt>
          <dd>{preview.data.oldEmail ?? t('verify.noEmail')}</dd>
          <dt>{t('verify.newEmail')}</dt>
          <dd>{preview.data.newEmail}</dd>
        </dl>
        <p>{t('verify.notYou')}</p>
        <Button type="button" onClick={confirm} busy={verifyEmail.isPending} disabled={!hydrated}>
          {t('verify.submit')}
        </Button>
      </div>
    );
  } else content = <Loading />;

  return (
    <section className="page">
      <PageTitle pageKey="verify" />
      {content}
    </section>
  );
}
