import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '../../../../shared/admin.schema.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { formatDateTime } from '../admin-format.ts';
import { DataTable, type TColumn } from '../data-table.tsx';
import { AUDIT_LIMIT, useAuditLog } from './api/get-audit-log.ts';

/** snake_case, kebab-case or dotted action codes all find the same catalog key (approve_renewal -> approveRenewal). */
export function auditActionKey(action: string): string {
  // Split, not a search for "separators then a letter": that search rescans a long run of separators.
  const [first = '', ...words] = action.split(/[-_.\s]+/);
  return first + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** Who did what, when: the latest admin actions, from the server's audit log. */
export function AuditLogTable() {
  const { t, i18n } = useTranslation('admin');
  const audit = useAuditLog();
  const none = t('notGiven');

  const actionText = (action: string) => t(`audit.actions.${auditActionKey(action)}`, { defaultValue: action });
  // A role change says which role it gave: "Changed a role (Admin)".
  const whatText = (row: TAuditEntry) => {
    const to = row.details?.['to'];
    return to === 'Admin' || to === 'Member'
      ? `${actionText(row.action)} (${t(`role.${to}`)})`
      : actionText(row.action);
  };
  const columns: TColumn<TAuditEntry>[] = [
    {
      id: 'when',
      header: t('columns.when'),
      cell: (row) => formatDateTime(row.createdAt, i18n.language) ?? none,
      isRowHeader: true,
    },
    { id: 'who', header: t('columns.who'), cell: (row) => row.actor ?? t('audit.system') },
    { id: 'what', header: t('columns.what'), cell: whatText },
    { id: 'target', header: t('columns.target'), cell: (row) => row.target ?? none },
  ];

  if (audit.isPending) return <Loading />;
  if (audit.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('audit.loadFailed')}
      </p>
    );
  }
  return (
    <>
      <p className="admin-page__intro">{t('intro.audit', { limit: AUDIT_LIMIT })}</p>
      <DataTable
        caption={t('tabs.audit')}
        rows={audit.data}
        columns={columns}
        rowKey={(row) => row.id}
        searchableOf={(row) => [row.actor, row.action, whatText(row), row.target]}
      />
    </>
  );
}
