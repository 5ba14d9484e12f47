import ExcelJS from 'exceljs';
import { REGISTER_MAX_ROWS } from '../../../shared/register-import.schema.ts';
import { HttpError } from '../../http/errors.ts';
import { unpacksWithin } from '../../http/zip-size.ts';
import { CsvFileError, decodeCsvText, guessDelimiter, splitCsv } from '../statements/index.ts';

/** A register as a table: the header's cells and every row below it, with its line in the file. */
export type TRegisterTable = { headers: string[]; rows: { line: number; cells: string[] }[] };

export type TRegisterRefusal =
  'empty' | 'binary' | 'xlsx_unreadable' | 'xlsx_too_big' | 'no_sheet' | 'no_header' | 'too_many_rows';

/**
 * What an .xlsx may unpack to. A workbook of the most people a register may list unpacks to a few
 * megabytes; a larger one is a zip bomb or not a register, and exceljs would unpack it all in memory.
 */
const XLSX_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

const refused = (reason: TRegisterRefusal, message: string, line?: number) =>
  new HttpError(400, 'register_refused', message, { reason, ...(line === undefined ? {} : { line }) });

const tooManyRows = () =>
  refused('too_many_rows', `A register may list at most ${REGISTER_MAX_ROWS} people; split the file.`);

// An .xlsx is a zip archive: it starts with the local file header "PK\x03\x04".
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The first sheet of a workbook, each cell as the text Excel shows (formulas by their result, links by their text). */
async function readXlsx(bytes: Buffer): Promise<{ line: number; cells: string[] }[]> {
  if (!unpacksWithin(bytes, XLSX_MAX_UNPACKED_BYTES))
    throw refused('xlsx_too_big', 'The spreadsheet unpacks to more than a register can hold.');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refused('xlsx_unreadable', 'The file looks like a spreadsheet but could not be read as .xlsx.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refused('no_sheet', 'The workbook has no sheet.');
  if (sheet.actualRowCount > REGISTER_MAX_ROWS + 1) throw tooManyRows();
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = clean(cell.text ?? '');
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

function readCsv(bytes: Buffer): { line: number; cells: string[] }[] {
  try {
    const text = decodeCsvText(bytes);
    return splitCsv(text, guessDelimiter(text));
  } catch (error) {
    if (!(error instanceof CsvFileError)) throw error;
    if (error.reason === 'too_many_lines') throw tooManyRows();
    throw refused(error.reason === 'binary' ? 'binary' : 'empty', error.message);
  }
}

/**
 * Reads an uploaded register: .xlsx when the bytes are a zip archive (never by the file's name),
 * else CSV through the statements' reader (UTF-8 or windows-1252, `;`, tab or `,`, quoted cells).
 * The header is the first row with text; rows with no text are skipped.
 */
export async function readRegisterFile(bytes: Buffer): Promise<TRegisterTable> {
  if (bytes.length === 0) throw refused('empty', 'The file is empty.');
  const rows = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const filled = rows.filter((row) => row.cells.some((cell) => cell !== ''));
  const [header, ...body] = filled;
  if (!header) throw refused('no_header', 'The file has no header row.');
  if (body.length > REGISTER_MAX_ROWS) throw tooManyRows();
  const width = header.cells.length;
  return {
    headers: header.cells,
    rows: body.map((row) => ({ line: row.line, cells: Array.from({ length: width }, (_, i) => row.cells[i] ?? '') })),
  };
}
