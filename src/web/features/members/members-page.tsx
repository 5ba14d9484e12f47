import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';

/** The members menu entry's page, and the result page of e-mail verification (?pass or ?fail). */
export default function MembersPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const result = params.has('pass') ? 'pass' : params.has('fail') ? 'fail' : null;
  return (
    <section className="page">
      <PageTitle pageKey="members" />
      {result && (
        <p className={result === 'pass' ? 'notice notice--success' : 'notice notice--error'} role="status">
          {result === 'pass' ? t('members.verifyPass') : t('members.verifyFail')}
        </p>
      )}
      <ul className="link-list">
        <li>
          <Link to="/memberregistration">{t('menu.registration')}</Link>
        </li>
        <li>
          <Link to="/memberlogin">{t('menu.login')}</Link>
        </li>
      </ul>
    </section>
  );
}
