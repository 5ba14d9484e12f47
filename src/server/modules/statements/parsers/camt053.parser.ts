import { SaxesParser } from 'saxes';
import { parseAmountOre, parseDate } from './csv-table.ts';
import { MAX_LINES, StatementFileError, type TParsedLine } from './statement-file-error.ts';

type TEntry = { amount: string; credit: boolean; date: string; texts: string[]; payer: string; line: number };

/**
 * An ISO 20022 camt.053 account statement: one line per entry (Ntry), its amount and sign
 * (CdtDbtInd), booking date (BookgDt), the payer's name (RltdPties/Dbtr/Nm) and the message
 * (RmtInf/Ustrd, else AddtlNtryInf). A document type declaration is refused before parsing, so no
 * entity is ever defined, let alone expanded; saxes itself reads no external resource.
 */
export function parseCamt053(text: string): TParsedLine[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new StatementFileError(
      'xml_doctype',
      null,
      'The XML file declares a document type or entities, which a bank statement never does.',
    );
  }
  const entries: TEntry[] = [];
  const path: string[] = [];
  let entry: TEntry | undefined;
  let sawStatement = false;
  let textBuffer = '';
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('opentag', (tag) => {
    path.push(tag.local);
    textBuffer = '';
    if (tag.local === 'BkToCstmrStmt') sawStatement = true;
    if (tag.local === 'Ntry') {
      entry = { amount: '', credit: true, date: '', texts: [], payer: '', line: parser.line };
      if (entries.length >= MAX_LINES) {
        throw new StatementFileError('too_many_lines', parser.line, `A file may hold at most ${MAX_LINES} lines.`);
      }
    }
  });
  parser.on('text', (value) => {
    textBuffer += value;
  });
  parser.on('closetag', (tag) => {
    const value = textBuffer.trim();
    const inside = (name: string) => path.includes(name);
    if (entry) {
      const parent = path.at(-2);
      if (tag.local === 'Amt' && parent === 'Ntry') entry.amount = value;
      else if (tag.local === 'CdtDbtInd' && parent === 'Ntry') entry.credit = value === 'CRDT';
      else if (tag.local === 'Dt' && parent === 'BookgDt') entry.date = value;
      else if (tag.local === 'DtTm' && parent === 'BookgDt' && !entry.date) entry.date = value.slice(0, 10);
      else if (tag.local === 'Ustrd' && value) entry.texts.push(value);
      else if (tag.local === 'AddtlNtryInf' && value && entry.texts.length === 0) entry.texts.push(value);
      else if (tag.local === 'Nm' && inside('Dbtr') && inside('RltdPties') && !entry.payer) entry.payer = value;
      if (tag.local === 'Ntry') {
        entries.push(entry);
        entry = undefined;
      }
    }
    path.pop();
    textBuffer = '';
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof StatementFileError) throw error;
    const message = error instanceof Error ? error.message.split('\n')[0] : 'not well-formed';
    throw new StatementFileError('xml_broken', parser.line, `The XML is broken at line ${parser.line}: ${message}`);
  }
  if (!sawStatement)
    throw new StatementFileError('xml_not_camt', null, 'The XML file is not a camt.053 bank statement.');
  if (entries.length === 0) throw new StatementFileError('empty', null, 'The statement has no entries.');
  return entries.map((item) => {
    const bookedOn = parseDate(item.date);
    if (!bookedOn)
      throw new StatementFileError('bad_date', item.line, `The entry at line ${item.line} has no booking date.`);
    const amountOre = parseAmountOre(item.amount);
    if (amountOre === null || amountOre < 0) {
      throw new StatementFileError(
        'bad_amount',
        item.line,
        `The entry at line ${item.line} has no amount we can read.`,
      );
    }
    const words = item.texts.join(' ').replace(/\s+/g, ' ').trim();
    return {
      bookedOn,
      amountOre: item.credit ? amountOre : -amountOre,
      text: words,
      payer: item.payer,
      fileLine: item.line,
    };
  });
}
