import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSitePageVersion } from '../../../../shared/site-pages.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../admin-format.ts';

type TPageVersionsProps = {
  versions: readonly TSitePageVersion[];
  busyId: number | null;
  onRestore: (version: TSitePageVersion) => void;
};

/**
 * A page's history from the audit log, newest first: the first is the current text. A list, not a
 * table: each version reads as one line on a phone, with its button in reach.
 */
export function PageVersions({ versions, busyId, onRestore }: TPageVersionsProps) {
  const { t, i18n } = useTranslation('site');
  const headingId = useId();
  return (
    <section className="site-pages__versions" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-pages__heading">
        {t('pages.versions')}
      </h2>
      <ol className="site-pages__version-list" aria-labelledby={headingId}>
        {versions.map((version, index) => (
          <li key={version.id} className="site-pages__version">
            <span className="site-pages__version-what">
              {t(`pages.actions.${version.action.replace('page.', '')}`, { defaultValue: version.action })}
            </span>{' '}
            <time dateTime={version.createdAt}>{formatDateTime(version.createdAt, i18n.language)}</time>
            {' · '}
            {version.actor ?? t('pages.system')}
            <div className="site-pages__version-action">
              {index === 0 ? (
                <strong>{t('pages.current')}</strong>
              ) : (
                <Button variant="secondary" busy={busyId === version.id} onClick={() => onRestore(version)}>
                  {t('pages.restore')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
