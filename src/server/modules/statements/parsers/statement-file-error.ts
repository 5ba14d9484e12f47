/** Why a statement file was refused; each reason has a text in the statements catalog. */
export type TRefusalReason =
  | 'binary'
  | 'empty'
  | 'no_header'
  | 'bad_date'
  | 'bad_amount'
  | 'missing_cells'
  | 'formula'
  | 'xml_doctype'
  | 'xml_broken'
  | 'xml_not_camt'
  | 'too_many_lines';

/** A file that is not read at all: the line (1-based, in the file) and the reason say what to fix. */
export class StatementFileError extends Error {
  constructor(
    readonly reason: TRefusalReason,
    readonly line: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** A CSV whose columns are not recognised by name: the board maps them once. */
export class NeedsMappingError extends Error {
  constructor(
    readonly headers: string[],
    readonly signature: string,
  ) {
    super('The columns of this file were not recognised: choose which column is the date, amount and text.');
  }
}

/** One incoming or outgoing line of a statement, as read from the file. */
export type TParsedLine = {
  bookedOn: string;
  amountOre: number;
  text: string;
  payer: string;
  /** The line in the file it came from (1-based), for messages. */
  fileLine: number;
};

/** Most lines one file may hold: a year of the association's account is a few hundred. */
export const MAX_LINES = 5000;
