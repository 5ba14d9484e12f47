import { useTranslation } from 'react-i18next';
import type { TRegisterImportList } from '../../../../shared/register-import.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { formatDateTime } from '../admin-format.ts';
import { ConfirmPopup } from '../confirm-popup.tsx';
import { DataTable, type TColumn } from '../data-table.tsx';
import { useConfirmDelete } from '../use-confirm-delete.ts';
import { useRegisterImports } from './api/get-register-imports.ts';
import { useUndoRegisterImport } from './api/undo-register-import.ts';

type TImport = TRegisterImportList['imports'][number];
type TProps = { onDone: (text: string) => void; onFailed: (error: unknown) => void };

/** The imports made so far; one can be undone as a whole while nobody it made has signed in. */
export function RegisterImportList({ onDone, onFailed }: TProps) {
  const { t, i18n } = useTranslation('admin');
  const fyLabel = useFinancialYearLabel();
  const imports = useRegisterImports();
  const undo = useUndoRegisterImport();
  // Undoing an import deletes what it made: asked first, like a delete.
  const undoing = useConfirmDelete(async (chosen: TImport) => {
    await undo.mutateAsync(chosen.id);
    onDone(t('registerImport.undone', { file: chosen.fileName, count: chosen.familyCount }));
  }, onFailed);

  const statusOf = (row: TImport) =>
    row.undoneAt
      ? t('registerImport.status.undone', { when: formatDateTime(row.undoneAt, i18n.language) })
      : row.canUndo
        ? t('registerImport.status.undoable')
        : t('registerImport.status.inUse');
  const columns: TColumn<TImport>[] = [
    { id: 'file', header: t('registerImport.columns.file'), cell: (row) => row.fileName, isRowHeader: true },
    {
      id: 'action',
      header: t('registerImport.columns.action'),
      isAction: true,
      cell: (row) =>
        row.canUndo ? (
          <Button
            variant="secondary"
            busy={undo.isPending && undo.variables === row.id}
            onClick={() => undoing.ask(row)}
            aria-label={t('registerImport.undoOf', { file: row.fileName })}
          >
            {t('registerImport.undo')}
          </Button>
        ) : null,
    },
    {
      id: 'when',
      header: t('registerImport.columns.when'),
      cell: (row) => formatDateTime(row.createdAt, i18n.language),
    },
    { id: 'year', header: t('registerImport.columns.year'), cell: (row) => fyLabel(row.year) },
    {
      id: 'size',
      header: t('registerImport.columns.size'),
      cell: (row) => t('registerImport.size', { count: row.familyCount, people: row.personCount }),
    },
    { id: 'status', header: t('registerImport.columns.status'), cell: statusOf },
  ];

  return (
    <section className="register-import__list">
      <h2 id="register-imports-title">{t('registerImport.list.title')}</h2>
      {imports.isPending ? (
        <Loading />
      ) : imports.isError ? (
        <p className="notice notice--error">{t('failedUnknown')}</p>
      ) : imports.data.imports.length === 0 ? (
        <p>{t('registerImport.list.empty')}</p>
      ) : (
        <DataTable
          caption={t('registerImport.list.title')}
          rows={imports.data.imports}
          columns={columns}
          rowKey={(row) => row.id}
          searchableOf={(row) => [row.fileName]}
        />
      )}
      <ConfirmPopup
        {...undoing.popup}
        title={t('registerImport.confirmUndo.title')}
        text={t('registerImport.confirmUndo.text', {
          file: undoing.asking?.fileName ?? '',
          count: undoing.asking?.familyCount ?? 0,
        })}
        yes={t('registerImport.undo')}
        no={t('registerImport.confirmUndo.no')}
      />
    </section>
  );
}
