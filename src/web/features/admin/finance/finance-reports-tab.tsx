import { useTranslation } from 'react-i18next';
import { financePdfUrl } from '../../../../shared/finance.ts';
import type { TFinanceAdminReport } from '../../../../shared/finance.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { formatSek } from '../../../lib/format-sek.ts';
import { ConfirmPopup } from '../confirm-popup.tsx';
import type { TColumn } from '../data-table.tsx';
import { EditableList } from '../editable-list.tsx';
import { financialYearColumn } from '../financial-year-column.ts';
import { useConfirmDelete } from '../use-confirm-delete.ts';
import { useListEditor } from '../use-list-editor.ts';
import { useDeleteFinancePdf } from './api/delete-finance-pdf.ts';
import { useDeleteFinanceReport } from './api/delete-finance-report.ts';
import { FinanceReportForm } from './finance-report-form.tsx';
import { useFinanceReports } from './api/get-finance-reports.ts';

type TPending = { kind: 'report' | 'pdf'; report: TFinanceAdminReport };

/** The dashboard's "Finance reports" tab: each year's figures, publishing and PDF. */
export function FinanceReportsTab() {
  const { t, i18n } = useTranslation('admin');
  const fyLabel = useFinancialYearLabel();
  const reports = useFinanceReports();
  const removeReport = useDeleteFinanceReport();
  const removePdf = useDeleteFinancePdf();
  const editor = useListEditor<TFinanceAdminReport>();
  const { editing, startEditing, stopEditing, done, failed } = editor;
  const sek = (value: number) => formatSek(value, i18n.language);
  const deleting = useConfirmDelete(async ({ kind, report: target }: TPending) => {
    if (kind === 'report') await removeReport.mutateAsync(target.year);
    else await removePdf.mutateAsync(target.year);
    if (editing?.year === target.year) stopEditing();
    done(t(kind === 'report' ? 'finance.done.deleted' : 'finance.done.pdfDeleted', { fy: fyLabel(target.year) }));
  }, failed);

  const columns: TColumn<TFinanceAdminReport>[] = [
    financialYearColumn(t('finance.columns.year'), fyLabel, (row) => row.year),
    {
      id: 'status',
      header: t('finance.columns.status'),
      cell: (row) => (row.published ? t('finance.published') : t('finance.unpublished')),
    },
    { id: 'income', header: t('finance.fields.incomeSek'), cell: (row) => sek(row.incomeSek) },
    { id: 'expense', header: t('finance.fields.expenseSek'), cell: (row) => sek(row.expenseSek) },
    { id: 'result', header: t('finance.fields.resultSek'), cell: (row) => sek(row.resultSek) },
    {
      id: 'pdf',
      header: t('finance.columns.pdf'),
      cell: (row) => {
        if (row.pdfBytes === null) return <span className="admin-table__muted">{t('finance.noPdf')}</span>;
        const size = t('finance.pdfSize', { kb: Math.max(1, Math.round(row.pdfBytes / 1024)) });
        return row.published ? (
          <a href={financePdfUrl(row.year)} download>
            {size}
          </a>
        ) : (
          size
        );
      },
    },
    {
      id: 'actions',
      isAction: true,
      header: t('columns.actions'),
      cell: (row) => (
        <div className="admin-table__actions">
          <Button
            variant="secondary"
            aria-label={t('finance.editLabel', { fy: fyLabel(row.year) })}
            onClick={() => startEditing(row)}
          >
            {t('finance.edit')}
          </Button>
          {row.hasPdf && (
            <Button
              variant="secondary"
              busy={removePdf.isPending && removePdf.variables === row.year}
              aria-label={t('finance.deletePdfLabel', { fy: fyLabel(row.year) })}
              onClick={() => deleting.ask({ kind: 'pdf', report: row })}
            >
              {t('finance.deletePdf')}
            </Button>
          )}
          {!row.fixed && (
            <Button
              variant="danger"
              busy={removeReport.isPending && removeReport.variables === row.year}
              aria-label={t('finance.deleteLabel', { fy: fyLabel(row.year) })}
              onClick={() => deleting.ask({ kind: 'report', report: row })}
            >
              {t('finance.delete')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  const pending = deleting.asking;
  const confirmKey = pending?.kind === 'pdf' ? 'finance.confirmDeletePdf' : 'finance.confirmDelete';
  return (
    <EditableList
      intro={t('finance.intro')}
      editor={editor}
      form={(handlers) => <FinanceReportForm key={editing?.year ?? 'new'} report={editing} {...handlers} />}
      rows={reports}
      loadFailed={t('finance.loadFailed')}
      caption={t('finance.tab')}
      columns={columns}
      rowKey={(row) => row.year}
      searchableOf={(row) => [String(row.year)]}
    >
      <ConfirmPopup
        {...deleting.popup}
        title={t(`${confirmKey}.title`)}
        text={pending ? t(`${confirmKey}.text`, { fy: fyLabel(pending.report.year) }) : ''}
        yes={t('finance.confirmYes')}
        no={t('finance.confirmNo')}
      />
    </EditableList>
  );
}
