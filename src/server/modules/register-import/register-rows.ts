import { ADULT_AGE } from '../../../shared/fees.ts';
import { MAX_KIDS } from '../../../shared/given-id.ts';
import { ageOn, isBornAfter, normalisePersonnummer, personnummerProblem } from '../../../shared/personnummer.ts';
import type { TRegisterMapping, TRegisterRow, TRowProblem } from '../../../shared/register-import.schema.ts';
import { RULES } from '../../../shared/validation/rules.ts';
import type { TRegisterTable } from './register-file.ts';

/** A judged row with what the import writes beyond the preview's columns. */
export type TJudgedRow = TRegisterRow & { phone: string | null; street: string; postalCode: string; city: string };

/** People already in the register: a row naming one of them is a duplicate. */
export type TExisting = { personalNumbers: ReadonlySet<string>; emails: ReadonlySet<string> };

const MAX_ADULTS = 2;

function cellOf(cells: readonly string[], column: number | null): string {
  return column === null ? '' : (cells[column] ?? '').trim();
}

function judgeRow(cells: readonly string[], line: number, mapping: TRegisterMapping, today: Date): TJudgedRow {
  const problems: TRowProblem[] = [];
  const firstName = cellOf(cells, mapping.firstName);
  const lastName = cellOf(cells, mapping.lastName);
  if (!firstName || !lastName) problems.push('nameMissing');
  const typed = cellOf(cells, mapping.personalNumber);
  const personalNumber = typed ? normalisePersonnummer(typed, today) : '';
  const pnrProblem = typed ? personnummerProblem(typed, today) : null;
  if (!typed) problems.push('personnummerMissing');
  else if (pnrProblem === 'checkDigit') problems.push('personnummerCheckDigit');
  else if (pnrProblem || isBornAfter(personalNumber, today)) problems.push('personnummerFormat');
  const age = problems.some((problem) => problem.startsWith('personnummer')) ? null : ageOn(personalNumber, today);
  const kind = age === null ? 'unknown' : age >= ADULT_AGE ? 'adult' : 'kid';
  const typedEmail = cellOf(cells, mapping.email).toLowerCase();
  if (typedEmail && RULES.email(typedEmail, {})) problems.push('emailInvalid');
  if (kind === 'adult' && !typedEmail) problems.push('adultWithoutEmail');
  const emailDropped = kind === 'kid' && typedEmail !== '';
  const street = cellOf(cells, mapping.street);
  const postalCode = cellOf(cells, mapping.postalCode);
  const city = cellOf(cells, mapping.city);
  const householdCell = cellOf(cells, mapping.household);
  const address = [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    line,
    household: householdCell || address,
    firstName,
    lastName,
    personalNumber,
    email: kind === 'kid' || !typedEmail ? null : typedEmail,
    kind,
    problems,
    emailDropped,
    importable: false,
    phone: kind === 'adult' ? cellOf(cells, mapping.phone) || null : null,
    street,
    postalCode,
    city,
  };
}

// Without a household column, people at the same address are one household; someone with no address is alone.
function householdKey(row: TJudgedRow, hasColumn: boolean): string {
  if (hasColumn && row.household) return `h:${row.household.toLowerCase()}`;
  if (!hasColumn && row.street) {
    return `a:${[row.street, row.postalCode.replace(/\s/g, ''), row.city].join('|').toLowerCase().replace(/\s+/g, ' ')}`;
  }
  return `line:${row.line}`;
}

function countOf(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Duplicates of people already registered, and of another row of the same file. */
function markDuplicates(rows: TJudgedRow[], existing: TExisting): void {
  const valid = (row: TJudgedRow) => row.kind !== 'unknown';
  const numbers = countOf(rows.filter(valid).map((row) => row.personalNumber));
  const emails = countOf(rows.flatMap((row) => (row.email ? [row.email] : [])));
  for (const row of rows) {
    if (valid(row) && existing.personalNumbers.has(row.personalNumber)) row.problems.push('memberPersonnummer');
    if (row.email && existing.emails.has(row.email)) row.problems.push('memberEmail');
    if (valid(row) && (numbers.get(row.personalNumber) ?? 0) > 1) row.problems.push('rowPersonnummer');
    if (row.email && (emails.get(row.email) ?? 0) > 1) row.problems.push('rowEmail');
  }
}

export type THousehold = { key: string; rows: TJudgedRow[] };

/**
 * Every row judged on its own, against the register and against the other rows, then by
 * household: one needs an adult (18 or older, with an e-mail), may have two (A and B) and five
 * kids (K1..K5). A household is imported only when none of its rows has a problem.
 */
export function judgeRegister(
  table: TRegisterTable,
  mapping: TRegisterMapping,
  today: Date,
  existing: TExisting,
): { rows: TJudgedRow[]; households: THousehold[] } {
  const rows = table.rows.map((row) => judgeRow(row.cells, row.line, mapping, today));
  markDuplicates(rows, existing);
  const groups = new Map<string, TJudgedRow[]>();
  for (const row of rows) {
    const key = householdKey(row, mapping.household !== null);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const households: THousehold[] = [];
  for (const [key, members] of groups) {
    const adults = members.filter((row) => row.kind === 'adult').length;
    const kids = members.filter((row) => row.kind === 'kid').length;
    const problem: TRowProblem | null =
      adults === 0
        ? 'householdNoAdult'
        : adults > MAX_ADULTS
          ? 'householdTooManyAdults'
          : kids > MAX_KIDS
            ? 'householdTooManyKids'
            : null;
    if (problem) for (const row of members) row.problems.push(problem);
    const good = members.every((row) => row.problems.length === 0);
    for (const row of members) row.importable = good;
    households.push({ key, rows: members });
  }
  return { rows, households };
}
