import { financialYearLabel } from '../../../shared/financial-year-label.ts';
import { formatFamilyNumber } from '../../../shared/given-id.ts';
import { birthDateOf } from '../../../shared/personnummer.ts';
import type { TMemberRow } from './admin.repo.ts';

const BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP, CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** YYYY-MM-DD from the personnummer: the meeting needs ages, never the whole number. */
function birthDate(personalNumber: string | null): string {
  const birth = personalNumber === null ? null : birthDateOf(personalNumber);
  return birth ? `${pad(birth.year, 4)}-${pad(birth.month)}-${pad(birth.day)}` : '';
}

/** The member list for the annual meeting: UTF-8 with a BOM so spreadsheet programs read Tamil names right. */
export function membersCsv(members: readonly TMemberRow[], memberThisYear: ReadonlySet<number>, year: number): string {
  const header = [
    'Given ID',
    'Family number',
    'First name',
    'Last name',
    'E-mail',
    'Phone',
    'Birth date',
    'Gender',
    'Role',
    'Status',
    `Member ${financialYearLabel(year, 'en')}`,
  ];
  const rows = members.map((member) => [
    member.givenId,
    member.familyNumber === null ? '' : formatFamilyNumber(member.familyNumber),
    member.firstName,
    member.lastName,
    member.email ?? '',
    member.phoneNumber ?? '',
    birthDate(member.personalNumber),
    member.gender ?? '',
    member.role,
    member.status,
    memberThisYear.has(member.id) ? 'yes' : 'no',
  ]);
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** `members-2025-04-01.csv`, by the local calendar date. */
export function membersCsvFileName(now: Date): string {
  return `members-${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
