import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useDeveloperMode } from '../../lib/developer-mode.ts';
import { useSession } from '../../lib/session/session-context.tsx';

export const SIGN_IN_RETURN_PARAM = 'returnTo';

type TProtectedPageProps = { children: ReactNode; adminOnly?: boolean; developerOnly?: boolean };

/**
 * Without a user a protected page sends the visitor to /mypage on load (and to / when the user went
 * away later); /mypage itself sends them to sign in, and back afterwards.
 */
export function ProtectedPage({ children, adminOnly = false, developerOnly = false }: TProtectedPageProps) {
  const { t } = useTranslation('common');
  const { status, isAdmin, wasSignedIn } = useSession();
  const developerMode = useDeveloperMode();
  const location = useLocation();

  if (status === 'checking') {
    // The server renders this when it could read no session: the app finds out, and without scripts
    // the sign-in (which works without them too) is the way in, and back here afterwards.
    const signIn = `/memberlogin?${SIGN_IN_RETURN_PARAM}=${encodeURIComponent(location.pathname + location.search)}`;
    return (
      <>
        <Loading />
        <noscript>
          <p className="notice">
            {t('access.signInToOpen')} <Link to={signIn}>{t('menu.login')}</Link>
          </p>
        </noscript>
      </>
    );
  }
  if (status === 'signedOut') {
    if (wasSignedIn) return <Navigate to="/" replace />;
    const askedFor = (location.state as { askedFor?: string } | null)?.askedFor ?? location.pathname + location.search;
    if (location.pathname !== '/mypage') return <Navigate to="/mypage" replace state={{ askedFor }} />;
    return <Navigate to={`/memberlogin?${SIGN_IN_RETURN_PARAM}=${encodeURIComponent(askedFor)}`} replace />;
  }
  if (developerOnly && !developerMode) return <Navigate to="/" replace />;
  if (adminOnly && !isAdmin) {
    return (
      <p className="notice notice--error" role="alert">
        {t('access.adminOnly')}
      </p>
    );
  }
  return children;
}
