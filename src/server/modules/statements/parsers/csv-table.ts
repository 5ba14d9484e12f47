import { NeedsMappingError, StatementFileError, type TParsedLine } from './statement-file-error.ts';
import { MAX_LINES } from './statement-file-error.ts';
import type { TColumnMapping } from '../../../../shared/statements.schema.ts';

export type TCsvRow = { cells: string[]; line: number };

/**
 * The text of a statement file. Swedish banks export UTF-8 with or without a byte order mark, or
 * ISO-8859-1 (read as windows-1252, its superset); a NUL byte means the file is not text at all.
 */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new StatementFileError('empty', null, 'The file is empty.');
  if (bytes.includes(0)) throw new StatementFileError('binary', null, 'The file is not a text file.');
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** Splits the text into rows of cells, honouring quotes (a quoted cell may hold the delimiter or a line break). */
export function splitCsv(text: string, delimiter: string): TCsvRow[] {
  const rows: TCsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      cells.push(cell.trim());
      if (cells.some((value) => value !== '')) rows.push({ cells, line: rowLine });
      cells = [];
      cell = '';
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  cells.push(cell.trim());
  if (cells.some((value) => value !== '')) rows.push({ cells, line: rowLine });
  if (rows.length > MAX_LINES + 10) {
    throw new StatementFileError('too_many_lines', null, `A file may hold at most ${MAX_LINES} lines.`);
  }
  return rows;
}

/** Semicolon, tab or comma: whichever the first lines hold most of, outside quotes. */
export function guessDelimiter(text: string): string {
  const head = text
    .split(/\r?\n/)
    .slice(0, 12)
    .join('\n')
    .replace(/"[^"]*"/g, '');
  const counts = [';', '\t', ','].map((delimiter) => ({ delimiter, count: head.split(delimiter).length }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]?.delimiter ?? ';';
}

export const normaliseHeader = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

export function headerSignature(headers: readonly string[]): string {
  return headers.map(normaliseHeader).join('|');
}

export type TColumnNames = { date: string[]; amount: string[]; text: string[]; payer: string[] };

/** The columns found by name in one row, or null when the row has no date and amount column. */
export function mappingByNames(cells: readonly string[], names: TColumnNames): TColumnMapping | null {
  const headers = cells.map(normaliseHeader);
  const first = (wanted: string[]) => {
    for (const name of wanted) {
      const index = headers.indexOf(name);
      if (index >= 0) return index;
    }
    return -1;
  };
  const date = first(names.date);
  const amount = first(names.amount);
  if (date < 0 || amount < 0) return null;
  // In the file's order: a bank's reference column comes before its description.
  const text = names.text
    .map((name) => headers.indexOf(name))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b);
  const payer = first(names.payer);
  return { date, amount, text: text.length > 0 ? text : [date], payer: payer >= 0 ? payer : null };
}

// A spreadsheet runs a cell starting like this as a formula; a bank never writes one.
const FORMULA = /^(?:[=@\t\r]|[+-]\s*[A-Za-z(])/;

function cellText(value: string, line: number): string {
  if (FORMULA.test(value)) {
    throw new StatementFileError(
      'formula',
      line,
      `Line ${line} holds a spreadsheet formula, which a bank never writes.`,
    );
  }
  return value.replace(/\s+/g, ' ').trim();
}

/** 2026-04-03, 20260403, 2026/04/03 or 03.04.2026 as YYYY-MM-DD; null when it is no real date. */
export function parseDate(value: string): string | null {
  const trimmed = value.trim();
  const iso = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})(?:[ T].*)?$/.exec(trimmed);
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dotted
      ? [dotted[3], dotted[2], dotted[1]]
      : [null, null, null];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

/** "1 250,50", "1.250,50", "-250", "250.00 kr" in öre; null when it is no amount. */
export function parseAmountOre(value: string): number | null {
  let text = value.replace(/\s/g, '').replace(/(?:kr|sek)$/i, '');
  if (!/^[+-]?[\d.,]+$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  if (decimalAt >= 0 && (lastComma > lastDot || text.length - decimalAt - 1 <= 2)) {
    text = `${text.slice(0, decimalAt).replace(/[.,]/g, '')}.${text.slice(decimalAt + 1)}`;
  } else text = text.replace(/[.,]/g, '');
  if (!/^[+-]?\d+(?:\.\d{1,2})?$/.test(text)) return null;
  const ore = Math.round(Number(text) * 100);
  return Number.isSafeInteger(ore) && Math.abs(ore) < 1e11 ? ore : null;
}

/** The lines below the header row, every one read completely, or the file is refused at the first bad one. */
export function readRows(rows: readonly TCsvRow[], headerIndex: number, mapping: TColumnMapping): TParsedLine[] {
  const needed = Math.max(mapping.date, mapping.amount, ...mapping.text, mapping.payer ?? 0);
  const lines: TParsedLine[] = [];
  for (const row of rows.slice(headerIndex + 1)) {
    const cell = (index: number) => row.cells[index] ?? '';
    if (row.cells.length <= needed) {
      throw new StatementFileError('missing_cells', row.line, `Line ${row.line} has fewer columns than the header.`);
    }
    const bookedOn = parseDate(cell(mapping.date));
    if (!bookedOn) throw new StatementFileError('bad_date', row.line, `Line ${row.line} has no date we can read.`);
    const amountOre = parseAmountOre(cell(mapping.amount));
    if (amountOre === null) {
      throw new StatementFileError('bad_amount', row.line, `Line ${row.line} has no amount we can read.`);
    }
    const parts = [...new Set(mapping.text.map((index) => cellText(cell(index), row.line)).filter(Boolean))];
    const payer = mapping.payer === null ? '' : cellText(cell(mapping.payer), row.line);
    lines.push({ bookedOn, amountOre, text: parts.join(' '), payer, fileLine: row.line });
  }
  if (lines.length === 0) throw new StatementFileError('empty', null, 'The file has no lines below its header.');
  return lines;
}

/** The header row (within the first lines, after a title line or two) and its columns, or needs mapping. */
export function findHeader(
  rows: readonly TCsvRow[],
  names: TColumnNames,
  saved: (signature: string) => TColumnMapping | undefined,
): { headerIndex: number; mapping: TColumnMapping } {
  const candidates = rows.slice(0, 10);
  for (const [index, row] of candidates.entries()) {
    const mapping = mappingByNames(row.cells, names);
    if (mapping) return { headerIndex: index, mapping };
  }
  // The widest of the first rows is the header a bank wrote in words we do not know.
  const widest = candidates.reduce<number>(
    (best, row, index) => (row.cells.length > (candidates[best]?.cells.length ?? 0) ? index : best),
    0,
  );
  const header = candidates[widest];
  if (!header || header.cells.length < 2) {
    throw new StatementFileError('no_header', null, 'The file has no header line with a date and an amount column.');
  }
  const signature = headerSignature(header.cells);
  const mapping = saved(signature);
  if (mapping) return { headerIndex: widest, mapping };
  throw new NeedsMappingError(header.cells, signature);
}
