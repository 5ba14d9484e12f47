import { useTranslation } from 'react-i18next';
import type { TSitePageVersion } from '../../../../shared/site-pages.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../admin-format.ts';

type TPageVersionsProps = {
  versions: readonly TSitePageVersion[];
  busyId: number | null;
  onRestore: (version: TSitePageVersion) => void;
};

/** A page's history from the audit log, newest first: the first row is the current text. */
export function PageVersions({ versions, busyId, onRestore }: TPageVersionsProps) {
  const { t, i18n } = useTranslation('site');
  return (
    <div className="site-pages__versions">
      <table className="site-pages__versions-table">
        <caption>{t('pages.versions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pages.columns.when')}</th>
            <th scope="col">{t('pages.columns.who')}</th>
            <th scope="col">{t('pages.columns.what')}</th>
            <th scope="col">{t('pages.columns.action')}</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version, index) => (
            <tr key={version.id}>
              <th scope="row">{formatDateTime(version.createdAt, i18n.language)}</th>
              <td>{version.actor ?? t('pages.system')}</td>
              <td>{t(`pages.actions.${version.action.replace('page.', '')}`, { defaultValue: version.action })}</td>
              <td>
                {index === 0 ? (
                  t('pages.current')
                ) : (
                  <Button variant="secondary" busy={busyId === version.id} onClick={() => onRestore(version)}>
                    {t('pages.restore')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
