import type { TColumnMapping } from '../../../../shared/statements.schema.ts';
import { findHeader, readRows, type TColumnNames, type TCsvRow } from './csv-table.ts';
import type { TParsedLine } from './statement-file-error.ts';

/**
 * The column names Swedish banks' account exports use (Swedbank, Handelsbanken, SEB, Nordea,
 * Länsförsäkringar), lower case. The booking date is preferred to the transaction date: it is the day
 * the money is on the account.
 */
export const BANK_COLUMNS: TColumnNames = {
  date: [
    'bokföringsdag',
    'bokföringsdatum',
    'bokförd',
    'bokföringsdag/transaktionsdag',
    'transaktionsdag',
    'transaktionsdatum',
    'datum',
    'reskontradatum',
    'valutadag',
  ],
  amount: ['belopp', 'belopp sek', 'belopp (sek)', 'insättning/uttag', 'summa'],
  text: [
    'text',
    'meddelande',
    'beskrivning',
    'referens',
    'rubrik',
    'specifikation',
    'transaktionstext',
    'mottagare/avsändare meddelande',
  ],
  payer: ['namn', 'avsändare', 'betalare', 'avsändarnamn', 'motpart'],
};

/** A bank's account statement as CSV: rows under the header line, by name or by the board's mapping. */
export function parseBankCsv(
  rows: readonly TCsvRow[],
  saved: (signature: string) => TColumnMapping | undefined,
): TParsedLine[] {
  const { headerIndex, mapping } = findHeader(rows, BANK_COLUMNS, saved);
  return readRows(rows, headerIndex, mapping);
}
