import { describe, expect, it } from 'vitest';
import { ELECTION_DATES, WITHDRAWAL_TOO_LATE_FROM, formatElectionDate } from './election-dates.ts';

describe('election dates', () => {
  it('are the election dates, in order', () => {
    expect(ELECTION_DATES).toEqual({
      opens: '2024-03-08',
      closes: '2024-03-20',
      withdrawal: '2024-03-23',
      election: '2024-03-25',
    });
    const days = Object.values(ELECTION_DATES);
    expect([...days].sort()).toEqual(days);
    // "Withdrawal must be requested before 24 March": the last day for it is the day before.
    expect(WITHDRAWAL_TOO_LATE_FROM > ELECTION_DATES.withdrawal).toBe(true);
    expect(WITHDRAWAL_TOO_LATE_FROM < ELECTION_DATES.election).toBe(true);
  });
});

describe('formatElectionDate', () => {
  it('writes the day in each language', () => {
    expect(formatElectionDate('2024-03-08', 'en')).toBe('8 March 2024');
    expect(formatElectionDate('2024-03-08', 'sv')).toBe('8 mars 2024');
    expect(formatElectionDate('2024-03-08', 'ta')).toContain('மார்ச்');
    expect(formatElectionDate('2024-03-08', 'ta')).toMatch(/^8 .*2024$/);
  });

  it('can name the weekday', () => {
    expect(formatElectionDate('2024-03-25', 'en', true)).toMatch(/^Monday,? 25 March 2024$/);
    expect(formatElectionDate('2024-03-25', 'sv', true)).toBe('måndag 25 mars 2024');
    expect(formatElectionDate('2024-03-25', 'ta', true)).toContain('திங்கள்');
  });

  it('gives the same day whatever the time zone of the machine', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC', 'Europe/Stockholm']) {
        process.env.TZ = zone;
        expect(formatElectionDate('2024-03-20', 'en'), zone).toBe('20 March 2024');
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('refuses anything that is not a calendar day', () => {
    expect(() => formatElectionDate('20 March 2024', 'en')).toThrow(/calendar day/);
  });
});
