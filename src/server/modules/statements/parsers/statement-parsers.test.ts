import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './statement-parser.ts';
import { NeedsMappingError, StatementFileError } from './statement-file-error.ts';

const sample = (name: string) => readFileSync(new URL(`../samples/${name}`, import.meta.url));
const none = () => undefined;
const refusal = (bytes: Uint8Array | string) => {
  try {
    parseStatement(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, none);
  } catch (error) {
    if (error instanceof StatementFileError) return { reason: error.reason, line: error.line };
    throw error;
  }
  throw new Error('read');
};

describe('[STATEMENTS] bank CSV', () => {
  it('reads Swedbank’s ISO-8859-1 export with its title line, comma and decimal point', () => {
    const { format, lines } = parseStatement(sample('swedbank-account.csv'), none);
    expect(format).toBe('bank-csv');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ bookedOn: '2027-04-03', amountOre: 25000, fileLine: 3 });
    expect(lines[0]?.text).toBe('FY2027 0002A 0002B 0002K1 Betalning från Kavitha Raman');
    expect(lines[2]).toMatchObject({ amountOre: -150000, text: 'Hyra lokal april Kommunens fritidsförvaltning' });
  });

  it('reads Nordea’s UTF-8 export with a BOM, slashes in dates and a space in thousands', () => {
    const { lines } = parseStatement(sample('nordea-account.csv'), none);
    expect(lines[0]).toMatchObject({ bookedOn: '2027-04-06', amountOre: 125000, payer: 'Tamilsk Kulturfond' });
    expect(lines[1]).toMatchObject({ text: 'EV2 0004A', payer: 'Selvi Nadarajah' });
    expect(lines[2]?.amountOre).toBe(-8900);
  });

  it('reads Handelsbanken’s export below two title lines', () => {
    const { lines } = parseStatement(sample('handelsbanken-account.csv'), none);
    expect(lines.map((line) => [line.bookedOn, line.amountOre, line.text])).toEqual([
      ['2027-04-10', 10000, 'FY2027 0005A'],
      ['2027-04-11', 50000, 'Gåva'],
    ]);
  });

  it('asks for the columns of an unknown header once, then reads it with the saved mapping', () => {
    const bytes = sample('unknown-columns.csv');
    expect(() => parseStatement(bytes, none)).toThrow(NeedsMappingError);
    const mapping = { date: 0, amount: 1, text: [2], payer: 3 };
    const { lines } = parseStatement(bytes, (signature) => (signature === 'date|sum|note|who' ? mapping : undefined));
    expect(lines).toEqual([
      { bookedOn: '2027-04-13', amountOre: 25000, text: 'Medlemsavgift', payer: 'Ravi Kandasamy', fileLine: 2 },
    ]);
  });

  it('refuses a whole file at its first bad line, with the line and the reason', () => {
    const head = 'Datum;Belopp;Text\n2027-04-01;100,00;ok\n';
    expect(refusal(`${head}2027-02-30;100,00;bad date\n`)).toEqual({ reason: 'bad_date', line: 3 });
    expect(refusal(`${head}2027-04-02;hundra;bad amount\n`)).toEqual({ reason: 'bad_amount', line: 3 });
    expect(refusal(`${head}2027-04-02;100,00;=HYPERLINK("http://x")\n`)).toEqual({ reason: 'formula', line: 3 });
    expect(refusal(`${head}2027-04-02\n`)).toEqual({ reason: 'missing_cells', line: 3 });
    expect(refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]))).toEqual({ reason: 'binary', line: null });
    expect(refusal('')).toEqual({ reason: 'empty', line: null });
  });
});

describe('[STATEMENTS] Swish report', () => {
  it('is told from a bank statement by its columns and read with the payer’s name and message', () => {
    const { format, lines } = parseStatement(sample('swish-report.csv'), none);
    expect(format).toBe('swish-csv');
    expect(lines).toEqual([
      { bookedOn: '2027-04-12', amountOre: 20000, text: 'FY2027 0002A 0002B', payer: 'Kavitha Raman', fileLine: 4 },
      { bookedOn: '2027-04-12', amountOre: 30000, text: 'EV2 0006A', payer: 'Meena Sivakumar', fileLine: 5 },
    ]);
  });
});

describe('[STATEMENTS] camt.053', () => {
  it('reads entries with sign, booking date, debtor name and unstructured remittance', () => {
    const { format, lines } = parseStatement(sample('camt053.xml'), none);
    expect(format).toBe('camt053');
    expect(lines).toEqual([
      {
        bookedOn: '2027-04-14',
        amountOre: 25000,
        text: 'FY2027 0002A 0002B 0002K1',
        payer: 'Kavitha Raman',
        fileLine: 15,
      },
      { bookedOn: '2027-04-15', amountOre: -7550, text: 'Bankavgift april', payer: '', fileLine: 28 },
    ]);
  });

  it('refuses entities, a document type, broken XML and XML that is no statement', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Document>&lol2;</Document>';
    expect(refusal(laughs).reason).toBe('xml_doctype');
    expect(refusal('<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt>').reason).toBe('xml_broken');
    expect(refusal('<Document>&undefined;</Document>').reason).toBe('xml_broken');
    expect(refusal('<rss><channel/></rss>').reason).toBe('xml_not_camt');
  });
});
