import { useTranslation } from 'react-i18next';
import type { TContactInboxEntry } from '../../../../shared/contact.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { formatDateTime } from '../admin-format.ts';
import { DataTable, type TColumn } from '../data-table.tsx';
import { useContactMessages } from './api/get-contact-messages.ts';
import { useMarkContactHandled } from './api/mark-contact-handled.ts';

/** The dashboard's "Messages" tab: what visitors wrote through the contact form, and marking it handled. */
export function ContactMessagesTab() {
  const { t, i18n } = useTranslation('admin');
  const messages = useContactMessages();
  const markHandled = useMarkContactHandled();
  const { outcome, done, failed } = useOutcome();
  const none = t('notGiven');

  async function handle(row: TContactInboxEntry) {
    try {
      await markHandled.mutateAsync(row.id);
      done(t('contactMessages.done', { name: row.fullName }));
    } catch (error) {
      failed(error);
    }
  }

  const columns: TColumn<TContactInboxEntry>[] = [
    {
      id: 'received',
      header: t('contactMessages.columns.received'),
      cell: (row) => formatDateTime(row.createdAt, i18n.language) ?? none,
      isRowHeader: true,
    },
    {
      id: 'from',
      header: t('contactMessages.columns.from'),
      cell: (row) => (
        <>
          {row.fullName}
          <br />
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </>
      ),
    },
    { id: 'subject', header: t('contactMessages.columns.subject'), cell: (row) => row.subject },
    {
      id: 'message',
      header: t('contactMessages.columns.message'),
      cell: (row) => <span className="admin-contact__message">{row.message}</span>,
    },
    {
      id: 'status',
      header: t('contactMessages.columns.status'),
      cell: (row) => (row.handled ? t('contactMessages.handled') : t('contactMessages.open')),
    },
    {
      id: 'action',
      isAction: true,
      header: t('contactMessages.columns.action'),
      cell: (row) =>
        row.handled ? null : (
          <Button
            variant="secondary"
            busy={markHandled.isPending && markHandled.variables === row.id}
            onClick={() => void handle(row)}
          >
            {t('contactMessages.markHandled')}
          </Button>
        ),
    },
  ];

  if (messages.isPending) return <Loading />;
  if (messages.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('contactMessages.loadFailed')}
      </p>
    );
  }
  return (
    <>
      <p className="admin-page__intro">{t('contactMessages.intro')}</p>
      <OutcomeNotice outcome={outcome} />
      <DataTable
        caption={t('contactMessages.tab')}
        rows={messages.data}
        columns={columns}
        rowKey={(row) => row.id}
        searchableOf={(row) => [row.fullName, row.email, row.subject, row.message]}
      />
    </>
  );
}
