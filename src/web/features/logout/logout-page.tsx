import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

/**
 * Shows "Logging out...", signs out, then goes home; if a user is still present once the sign-out
 * has settled (signed in again meanwhile, in another tab), to /mypage instead.
 */
export default function LogoutPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { signOut, status } = useSession();
  const started = useRef(false);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (started.current || status === 'checking') return;
    started.current = true;
    void signOut().then(() => setSignedOut(true));
  }, [signOut, status]);

  useEffect(() => {
    if (!signedOut || status === 'checking') return;
    navigate(status === 'signedIn' ? '/mypage' : '/', { replace: true });
  }, [signedOut, status, navigate]);

  return (
    <section className="page">
      <PageTitle pageKey="logout" />
      <p role="status">{t('logout.inProgress')}</p>
    </section>
  );
}
