import type { TColumnMapping, TStatementFormat } from '../../../../shared/statements.schema.ts';
import { parseBankCsv } from './bank-csv.parser.ts';
import { parseCamt053 } from './camt053.parser.ts';
import { decodeStatement, guessDelimiter, splitCsv } from './csv-table.ts';
import type { TParsedLine } from './statement-file-error.ts';
import { isSwishReport, parseSwishCsv } from './swish-csv.parser.ts';

export type TParsedStatement = { format: TStatementFormat; lines: TParsedLine[] };

/** Reads a whole statement file in whichever of the three formats it is, or throws why not. */
export function parseStatement(
  bytes: Uint8Array,
  savedMapping: (signature: string) => TColumnMapping | undefined,
): TParsedStatement {
  const text = decodeStatement(bytes);
  if (text.trimStart().startsWith('<')) return { format: 'camt053', lines: parseCamt053(text) };
  const rows = splitCsv(text, guessDelimiter(text));
  if (isSwishReport(rows)) return { format: 'swish-csv', lines: parseSwishCsv(rows) };
  return { format: 'bank-csv', lines: parseBankCsv(rows, savedMapping) };
}
