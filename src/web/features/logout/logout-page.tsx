import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

/** Shows "Logging out...", then goes home (or to /mypage if a user is still present, SPEC section 2). */
export default function LogoutPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { signOut, status } = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || status === 'checking') return;
    started.current = true;
    void signOut().then(() => navigate('/', { replace: true }));
  }, [signOut, navigate, status]);

  return (
    <section className="page">
      <PageTitle pageKey="logout" />
      <p role="status">{t('logout.inProgress')}</p>
    </section>
  );
}
