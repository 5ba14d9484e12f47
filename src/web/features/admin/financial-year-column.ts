import type { TFinancialYearLabeller } from '../../lib/financial-year-label.ts';
import type { TColumn } from './data-table.tsx';

/** The heading column of a board tab whose rows are each of one financial year: the year, written out. */
export function financialYearColumn<TRow>(
  header: string,
  fyLabel: TFinancialYearLabeller,
  yearOf: (row: TRow) => number,
): TColumn<TRow> {
  return { id: 'year', header, cell: (row) => fyLabel(yearOf(row), { standalone: true }), isRowHeader: true };
}
