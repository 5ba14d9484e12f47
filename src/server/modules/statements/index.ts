// What other modules may use of statements: its CSV reader (encoding, delimiter, quoted cells).
export { decodeStatement as decodeCsvText, guessDelimiter, splitCsv } from './parsers/csv-table.ts';
export { StatementFileError as CsvFileError } from './parsers/statement-file-error.ts';
