import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  return (
    <section className="page">
      <PageTitle pageKey="notFound" />
      <p>{t('notFound.message')}</p>
      <Link className="button-link" to={user ? '/mypage' : '/'}>
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
