import { findHeader, normaliseHeader, readRows, type TColumnNames, type TCsvRow } from './csv-table.ts';
import type { TParsedLine } from './statement-file-error.ts';

/**
 * A Swish account's payment report (Swish för företag), as the banks export it: one row per
 * payment with its Swish reference, the payer's number and name and the message they typed.
 */
export const SWISH_COLUMNS: TColumnNames = {
  date: ['bokföringsdag', 'transaktionsdag', 'transaktionsdatum', 'datum'],
  amount: ['belopp', 'belopp (sek)'],
  text: ['meddelande', 'betalningsmeddelande'],
  payer: ['avsändare', 'betalarens namn', 'namn', 'avsändarnamn'],
};

/** Columns only a Swish report has: they tell it from a bank's account statement. */
const SWISH_MARKERS = ['betalningsreferens', 'swishnummer', 'avsändarnummer', 'betalarens nummer', 'swish-nummer'];

export function isSwishReport(rows: readonly TCsvRow[]): boolean {
  return rows.slice(0, 10).some((row) => row.cells.some((cell) => SWISH_MARKERS.includes(normaliseHeader(cell))));
}

export function parseSwishCsv(rows: readonly TCsvRow[]): TParsedLine[] {
  const { headerIndex, mapping } = findHeader(rows, SWISH_COLUMNS, () => undefined);
  return readRows(rows, headerIndex, mapping);
}
