import { createHash } from 'node:crypto';
import { financialYearOfYmd } from '../../../shared/financial-year.ts';
import type { TColumnMapping, TStatementImportResult } from '../../../shared/statements.schema.ts';
import { HttpError } from '../../http/errors.ts';
import { decodeStatement, guessDelimiter, headerSignature, splitCsv } from './parsers/csv-table.ts';
import { parseStatement } from './parsers/statement-parser.ts';
import { NeedsMappingError, StatementFileError, type TParsedLine } from './parsers/statement-file-error.ts';
import type { TStatementsContext } from './statements.context.ts';
import type { TNewStatementLine } from './statements.repo.ts';

/**
 * A line's key: its date, amount and text, and which of the file's identical lines it is. Two equal
 * payments on one day stay two lines; the same file, or a later export of an overlapping period,
 * adds no line twice.
 */
export function keyedLines(lines: readonly TParsedLine[]): TNewStatementLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.bookedOn}|${line.amountOre}|${line.text}`;
    const position = (seen.get(base) ?? 0) + 1;
    seen.set(base, position);
    const lineKey = createHash('sha256').update(`${base}|${position}`).digest('hex');
    const [year = 0, month = 1] = line.bookedOn.split('-').map(Number);
    return {
      lineKey,
      bookedOn: line.bookedOn,
      amountOre: line.amountOre,
      text: line.text.slice(0, 500),
      payer: line.payer.slice(0, 200),
      financialYear: financialYearOfYmd(year, month - 1),
    };
  });
}

/** The header a CSV's mapping is kept under: the widest of its first rows. */
function signatureOf(bytes: Uint8Array, mapping: TColumnMapping): string {
  const text = decodeStatement(bytes);
  const rows = splitCsv(text, guessDelimiter(text)).slice(0, 10);
  const header = rows.reduce<(typeof rows)[number] | undefined>(
    (best, row) => (best && best.cells.length >= row.cells.length ? best : row),
    undefined,
  );
  const widest = Math.max(mapping.date, mapping.amount, ...mapping.text, mapping.payer ?? 0);
  if (!header || header.cells.length <= widest) {
    throw new HttpError(400, 'bad_mapping', 'The chosen columns are not in the file.');
  }
  return headerSignature(header.cells);
}

/** Reads a whole statement file and adds its new lines; a refused file changes nothing. */
export async function importStatement(
  context: TStatementsContext,
  actorId: number,
  file: { name: string; bytes: Uint8Array },
  mapping: TColumnMapping | null,
): Promise<TStatementImportResult> {
  const repo = context.repos.statements;
  const saved = await repo.listMappings();
  const chosen = mapping ? signatureOf(file.bytes, mapping) : null;
  let parsed;
  try {
    parsed = parseStatement(file.bytes, (signature) =>
      signature === chosen && mapping ? mapping : saved.get(signature),
    );
  } catch (error) {
    if (error instanceof NeedsMappingError) {
      // The header cells travel as one JSON text: error params are flat strings and numbers.
      throw new HttpError(422, 'needs_mapping', error.message, { headers: JSON.stringify(error.headers) });
    }
    if (error instanceof StatementFileError) {
      throw new HttpError(400, 'statement_refused', error.message, {
        reason: error.reason,
        ...(error.line === null ? {} : { line: error.line }),
      });
    }
    throw error;
  }
  const lines = keyedLines(parsed.lines);
  const added = await context.db.transaction(async (tx) => {
    if (chosen && mapping) await repo.saveMapping(chosen, mapping, tx);
    const count = await repo.importLines(
      { format: parsed.format, fileName: file.name.slice(0, 200), importedBy: actorId, lines },
      tx,
    );
    await context.repos.audit.record(
      {
        actorId,
        action: 'statement.import',
        target: `statement:${parsed.format}`,
        details: { file: file.name.slice(0, 200), lines: lines.length, added: count },
      },
      tx,
    );
    return count;
  });
  return { format: parsed.format, read: lines.length, added };
}
