import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parsers/statement-parser.ts';
import { readPaymentMessage } from './payment-message.ts';
import { matchLine, matchLines, type TOwed, type TOwedFamily } from './statement-matcher.ts';

const pending = (membershipId: number, givenId: string, amountSek: number, year = 2027) => ({
  membershipId,
  givenId,
  year,
  amountOre: amountSek * 100,
  status: 'Pending' as const,
});
const family = (familyId: number, people: string[], memberships: TOwedFamily['memberships']): TOwedFamily => ({
  familyId,
  number: String(familyId).padStart(4, '0'),
  people,
  memberships,
});

/** Families 2 (two adults and a kid: 250 kr), 3 (one adult), 4 (booked event 2), 5 (one adult), 6 (booked). */
const OWED: TOwed = {
  families: [
    family(
      2,
      ['Kavitha Raman', 'Arun Raman', 'Nila Raman'],
      [pending(21, '0002A', 100), pending(22, '0002B', 100), pending(23, '0002K1', 50)],
    ),
    family(3, ['Arun Kumar'], [pending(31, '0003A', 100)]),
    family(4, ['Selvi Nadarajah'], []),
    family(5, ['Ravi Kandasamy'], [pending(51, '0005A', 100)]),
    family(7, ['Meena Sivakumar'], [{ ...pending(71, '0007A', 100), status: 'Approved' }]),
  ],
  bookings: [
    {
      bookingId: 40,
      eventId: 2,
      familyId: 4,
      givenId: '0004A',
      payerName: 'Selvi Nadarajah',
      amountOre: 15000,
      paid: false,
    },
    {
      bookingId: 60,
      eventId: 2,
      familyId: 6,
      givenId: '0006A',
      payerName: 'Meena Sivakumar',
      amountOre: 30000,
      paid: false,
    },
  ],
};
const line = (text: string, amountSek: number, payer = '') => ({
  text,
  payer,
  amountOre: amountSek * 100,
  financialYear: 2027,
});
const sample = (name: string) =>
  parseStatement(readFileSync(new URL(`./samples/${name}`, import.meta.url)), () => undefined).lines.map((parsed) => ({
    ...parsed,
    financialYear: 2027,
  }));

describe('[STATEMENTS] payment messages', () => {
  it('reads the machine formats and the ways people type them', () => {
    expect(readPaymentMessage('FY2027 0002A 0002B 0002K1')).toEqual({
      kind: 'renewal',
      year: 2027,
      givenIds: ['0002A', '0002B', '0002K1'],
    });
    expect(readPaymentMessage('fy 2027 2a 2 b 2k1')).toEqual({
      kind: 'renewal',
      year: 2027,
      givenIds: ['0002A', '0002B', '0002K1'],
    });
    expect(readPaymentMessage('FY2O27 OOO2A')).toEqual({ kind: 'renewal', year: 2027, givenIds: ['0002A'] });
    expect(readPaymentMessage('EV2 0032A')).toEqual({ kind: 'booking', eventId: 2, givenId: '0032A', bookingId: null });
    expect(readPaymentMessage('ev 12 b345')).toEqual({ kind: 'booking', eventId: 12, givenId: null, bookingId: 345 });
    expect(readPaymentMessage('Gåva till föreningen')).toEqual({ kind: 'none' });
  });
});

describe('[STATEMENTS] matcher', () => {
  it('is certain of a renewal that names everyone it pays for, and of an exact booking', () => {
    expect(matchLine(line('FY2027 0002A 0002B 0002K1', 250), OWED)).toMatchObject({
      certainty: 'certain',
      reason: 'renewal_message',
      payment: 'exact',
      membershipIds: [21, 22, 23],
    });
    expect(matchLine(line('EV2 0004A', 150), OWED)).toMatchObject({
      certainty: 'certain',
      kind: 'booking',
      bookingId: 40,
    });
  });

  it('takes a payer who typed one number for the whole family when the amount says so', () => {
    expect(matchLine(line('FY2027 0002A', 250), OWED)).toMatchObject({
      certainty: 'certain',
      reason: 'renewal_one_number',
      membershipIds: [21, 22, 23],
    });
    // The amount of the one person named: only that person.
    expect(matchLine(line('FY2027 0002A', 100), OWED)).toMatchObject({ certainty: 'certain', membershipIds: [21] });
  });

  it('pays two families named in one message', () => {
    expect(matchLine(line('FY2027 0003A 0005A', 200), OWED)).toMatchObject({
      certainty: 'certain',
      familyIds: [3, 5],
      membershipIds: [31, 51],
    });
  });

  it('suggests, with the reason, a message without a readable year, and names partial, over and double payments', () => {
    expect(matchLine(line('FU2027 0003A', 100), OWED)).toMatchObject({
      certainty: 'suggested',
      reason: 'renewal_no_year',
      membershipIds: [31],
    });
    expect(matchLine(line('FY2027 0002A 0002B 0002K1', 200), OWED)).toMatchObject({
      certainty: 'suggested',
      payment: 'partial',
      membershipIds: [],
    });
    expect(matchLine(line('FY2027 0003A', 150), OWED)).toMatchObject({
      certainty: 'suggested',
      payment: 'over',
      membershipIds: [31],
    });
    expect(matchLine(line('FY2027 0007A', 100), OWED)).toMatchObject({ certainty: 'suggested', payment: 'double' });
    expect(matchLines([line('FY2027 0003A', 100), line('FY2027 0003A', 100)], OWED).map((m) => m.payment)).toEqual([
      'exact',
      'double',
    ]);
  });

  it('falls back on amount and the payer’s name, and leaves the rest unmatched', () => {
    expect(matchLine(line('Medlemsavgift', 100, 'RAVI KANDASAMY'), OWED)).toMatchObject({
      certainty: 'suggested',
      reason: 'amount_and_name',
      familyIds: [5],
    });
    expect(matchLine(line('Medlemsavgift', 100, 'Someone Else'), OWED).certainty).toBe('unmatched');
    expect(matchLine(line('Gåva', 500), OWED)).toMatchObject({ certainty: 'unmatched', reason: 'no_match' });
    expect(matchLine(line('Hyra', -1500), OWED)).toMatchObject({ certainty: 'unmatched', reason: 'outgoing' });
  });

  it('matches the sample statements line by line', () => {
    const swedbank = matchLines(sample('swedbank-account.csv'), OWED);
    expect(swedbank.map((m) => [m.certainty, m.reason])).toEqual([
      ['certain', 'renewal_message'],
      ['certain', 'renewal_message'],
      ['unmatched', 'outgoing'],
    ]);
    const nordea = matchLines(sample('nordea-account.csv'), OWED);
    expect(nordea.map((m) => m.certainty)).toEqual(['unmatched', 'certain', 'unmatched']);
    expect(nordea[1]).toMatchObject({ payment: 'exact', bookingId: 40 });
    const swish = matchLines(sample('swish-report.csv'), OWED);
    expect(swish.map((m) => [m.certainty, m.payment])).toEqual([
      ['certain', 'exact'],
      ['certain', 'exact'],
    ]);
    expect(matchLines(sample('camt053.xml'), OWED)[0]).toMatchObject({
      certainty: 'certain',
      membershipIds: [21, 22, 23],
    });
  });
});
