import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_SECTIONS, adminSectionPath, type TAdminSection } from './admin-sections.ts';

/**
 * The board's sections as links: each is an address of its own (bookmarkable, works before the app
 * is there), and on a phone they wrap into a compact block instead of running past the edge.
 */
export function AdminSectionNav({ current }: { current: TAdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-sections" aria-label={t('sections.label')}>
      <ul className="admin-sections__list">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              className="admin-sections__link"
              to={adminSectionPath(section)}
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
