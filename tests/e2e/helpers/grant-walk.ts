import ExcelJS from 'exceljs';
import type { TGrantRules } from '../../../src/shared/grant-rules.schema.ts';
import { luhnDigit } from './people.ts';

// The register and the expected grant figures of the register-and-grants walk, computed here from
// what the walk ticked and the kids' birth dates, independently of the server's counting.

const random = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
const pad = (value: number) => String(value).padStart(2, '0');

/** A valid personnummer for a birth day (YYYY-MM-DD), with a random serial. */
export function personnummerOn(birthDay: string): string {
  const ymd = birthDay.replaceAll('-', '');
  const serial = String(random(0, 999)).padStart(3, '0');
  return `${ymd}-${serial}${luhnDigit(ymd.slice(2) + serial)}`;
}

const randomDay = (fromYear: number, toYear: number) =>
  `${random(fromYear, toYear)}-${pad(random(1, 12))}-${pad(random(1, 28))}`;
const wrongCheckDigit = (value: string) => value.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

/** The previous calendar half-year: its first and last day, and every Saturday in it. */
export function previousHalfYear(today = new Date()): {
  from: string;
  to: string;
  year: number;
  half: 1 | 2;
  saturdays: string[];
} {
  const month = today.getUTCMonth() + 1;
  const year = month >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const half: 1 | 2 = month >= 7 ? 1 : 2;
  const from = half === 1 ? `${year}-01-01` : `${year}-07-01`;
  const to = half === 1 ? `${year}-06-30` : `${year}-12-31`;
  const saturdays: string[] = [];
  for (
    let day = new Date(`${from}T12:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    if (day.getUTCDay() === 6) saturdays.push(day.toISOString().slice(0, 10));
  }
  return { from, to, year, half, saturdays };
}

export type TRegisterPerson = { first: string; last: string; number: string; email: string; street: string };

/**
 * The register of the walk: `good` families of two adults and a kid (the first kids born on the
 * given days, the rest at random aged 6 to 14), then four families with one problem each.
 */
export function registerRows(word: string, good: number, kidBirthDays: string[]): TRegisterPerson[] {
  const rows: TRegisterPerson[] = [];
  const adult = () => personnummerOn(randomDay(1950, 1985));
  const thisYear = new Date().getUTCFullYear();
  for (let index = 0; index < good; index++) {
    const last = `Walk${word}${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`;
    const street = `${last}vägen ${index + 1}`;
    rows.push({ first: 'Anbu', last, number: adult(), email: `walk.${word}.${index}.a@e2e.test`, street });
    rows.push({ first: 'Malar', last, number: adult(), email: `walk.${word}.${index}.b@e2e.test`, street });
    const kidBorn = kidBirthDays[index] ?? randomDay(thisYear - 14, thisYear - 6);
    rows.push({ first: 'Kavin', last, number: personnummerOn(kidBorn), email: '', street });
  }
  // A wrong check digit.
  rows.push({
    first: 'Check',
    last: `Siffra${word}`,
    number: wrongCheckDigit(adult()),
    email: `walk.${word}.check@e2e.test`,
    street: `Fel ${word} 1`,
  });
  // A "kid" of 19, without an e-mail, beside a parent who has one.
  rows.push({
    first: 'Vuxen',
    last: `Stor${word}`,
    number: adult(),
    email: `walk.${word}.parent@e2e.test`,
    street: `Fel ${word} 2`,
  });
  rows.push({
    first: 'Nineteen',
    last: `Stor${word}`,
    number: personnummerOn(`${thisYear - 19}-01-02`),
    email: '',
    street: `Fel ${word} 2`,
  });
  // The same row twice.
  const twice = {
    first: 'Samma',
    last: `Rad${word}`,
    number: adult(),
    email: `walk.${word}.twice@e2e.test`,
    street: `Fel ${word} 3`,
  };
  rows.push(twice, { ...twice });
  // A kid alone: no adult in the family.
  rows.push({
    first: 'Ensam',
    last: `Barn${word}`,
    number: personnummerOn(randomDay(thisYear - 12, thisYear - 8)),
    email: '',
    street: `Fel ${word} 4`,
  });
  return rows;
}

export async function registerWorkbook(rows: TRegisterPerson[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Medlemmar');
  sheet.addRow(['Förnamn', 'Efternamn', 'Personnummer', 'E-post', 'Telefon', 'Adress', 'Postnummer', 'Ort']);
  for (const row of rows)
    sheet.addRow([row.first, row.last, row.number, row.email, '0701234567', row.street, '352 30', 'Växjö']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Age in whole years on a day, from a YYYYMMDD-XXXX personnummer. */
export function ageOn(personalNumber: string, day: string): number {
  const born = personalNumber.slice(0, 8);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const passed = month * 100 + date >= Number(born.slice(4, 8));
  return year - Number(born.slice(0, 4)) - (passed ? 0 : 1);
}

const AGE_GROUPS = [
  ['7-12', 7, 12],
  ['13-16', 13, 16],
  ['17-20', 17, 20],
  ['21-25', 21, 25],
] as const;
export const groupOf = (age: number) => AGE_GROUPS.find(([, min, max]) => age >= min && age <= max)?.[0] ?? 'other';

export type TKid = { name: string; personalNumber: string; gender: 'male' | 'female' | null };
export type TTickedSession = { day: string; present: TKid[] };
export type TExpected = {
  sessions: { day: string; counts: boolean; counted: number }[];
  countedSessions: number;
  participantTimes: number;
  byGroup: Record<string, { female: number; male: number; unknown: number }>;
};

/**
 * What the rules make of the ticked sessions of one activity whose leader is old enough and whose
 * sessions are confirmed and last long enough: a session counts with at least the minimum of
 * present kids in the age band on that day; each counted kid adds one to their group and gender.
 */
export function expectedFigures(sessions: TTickedSession[], rules: TGrantRules): TExpected {
  const byGroup: TExpected['byGroup'] = {};
  for (const id of [...AGE_GROUPS.map(([group]) => group), 'other']) byGroup[id] = { female: 0, male: 0, unknown: 0 };
  const out = sessions.map(({ day, present }) => {
    const inBand = present.filter((kid) => {
      const age = ageOn(kid.personalNumber, day);
      return age >= rules.minAge && age <= rules.maxAge;
    });
    const counts = inBand.length >= rules.minParticipants;
    if (counts) {
      for (const kid of inBand) byGroup[groupOf(ageOn(kid.personalNumber, day))]![kid.gender ?? 'unknown'] += 1;
    }
    return { day, counts, counted: counts ? inBand.length : 0 };
  });
  return {
    sessions: out,
    countedSessions: out.filter((session) => session.counts).length,
    participantTimes: out.reduce((sum, session) => sum + session.counted, 0),
    byGroup,
  };
}
