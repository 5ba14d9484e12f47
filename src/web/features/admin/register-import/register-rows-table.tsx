import { useTranslation } from 'react-i18next';
import { maskPersonnummer } from '../../../../shared/personnummer.ts';
import type { TRegisterRow } from '../../../../shared/register-import.schema.ts';
import { fullName } from '../admin-format.ts';
import { DataTable, type TColumn } from '../data-table.tsx';

/** One table of the preview's rows: their line in the file, who, which household, and what is wrong. */
export function RegisterRowsTable({ caption, rows }: { caption: string; rows: readonly TRegisterRow[] }) {
  const { t } = useTranslation('admin');
  const problemsOf = (row: TRegisterRow) => {
    const own = row.problems.map((problem) => t(`registerImport.problems.${problem}`));
    if (!row.importable && own.length === 0) own.push(t('registerImport.problems.householdHeld'));
    if (row.emailDropped) own.push(t('registerImport.problems.emailDropped'));
    return own;
  };
  const columns: TColumn<TRegisterRow>[] = [
    {
      id: 'line',
      header: t('registerImport.columns.line'),
      cell: (row) => t('registerImport.line', { line: row.line }),
      isRowHeader: true,
    },
    { id: 'name', header: t('registerImport.columns.name'), cell: (row) => fullName(row) || '–' },
    {
      id: 'personalNumber',
      header: t('registerImport.columns.personalNumber'),
      cell: (row) => (row.personalNumber ? maskPersonnummer(row.personalNumber) : '–'),
    },
    { id: 'kind', header: t('registerImport.columns.kind'), cell: (row) => t(`registerImport.kind.${row.kind}`) },
    { id: 'household', header: t('registerImport.columns.household'), cell: (row) => row.household || '–' },
    {
      id: 'problems',
      header: t('registerImport.columns.problems'),
      cell: (row) => {
        const problems = problemsOf(row);
        if (problems.length === 0) return t('registerImport.problems.none');
        return (
          <ul className="register-import__problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={caption}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.line}
      searchableOf={(row) => [row.firstName, row.lastName, row.email, row.household]}
    />
  );
}
