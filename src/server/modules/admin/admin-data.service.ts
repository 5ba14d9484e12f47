import type { TAdminData, TAdminMember, TAdminMembership, TAuditEntry } from '../../../shared/admin.schema.ts';
import { financialYearOf } from '../../../shared/financial-year.ts';
import { formatFamilyNumber, parseGivenId } from '../../../shared/given-id.ts';
import { maskPersonnummer } from '../../../shared/personnummer.ts';
import type { TAdminContext } from './admin-actions.service.ts';
import type { TMemberRow, TMembershipRow } from './admin.repo.ts';
import { membersCsv, membersCsvFileName } from './members-csv.ts';

function toAdminMember(row: TMemberRow): TAdminMember {
  return {
    id: row.id,
    givenId: row.givenId,
    familyNumber: row.familyNumber === null ? '' : formatFamilyNumber(row.familyNumber),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    // Lists never carry the whole number.
    personalNumber: row.personalNumber === null ? null : maskPersonnummer(row.personalNumber),
    gender: row.gender,
    role: row.role,
    status: row.status,
    isRegistrant: parseGivenId(row.givenId)?.kind === 'self',
    registeredAt: row.createdAt.toISOString(),
  };
}

function toAdminMembership(row: TMembershipRow): TAdminMembership {
  return {
    id: row.id,
    userId: row.userId,
    givenId: row.givenId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    year: row.year,
    status: row.status,
    amountSek: row.amountSek,
    requestedAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/all: the four tables of the admin page, for the financial year of `now`. */
export async function loadAdminData({ repos, clock }: TAdminContext): Promise<TAdminData> {
  const adminRepo = repos.admin;
  const financialYear = financialYearOf(clock());
  const [members, pending, approved] = await Promise.all([
    adminRepo.listMembers(),
    adminRepo.listMemberships({ status: 'Pending' }),
    adminRepo.listMemberships({ status: 'Approved', year: financialYear }),
  ]);
  const allMembers = members.map(toAdminMember);
  return {
    allMembers,
    approvedMembers: allMembers.filter((member) => member.status === 'approved'),
    pendingMembers: allMembers.filter((member) => member.status === 'pending'),
    // A new family's Pending rows wait for Approve on the family; only approved members renew.
    pendingMembership: pending.filter((row) => row.userStatus === 'approved').map(toAdminMembership),
    currentMembership: approved.map(toAdminMembership),
    financialYear,
  };
}

/** The member list for the annual meeting, marking who is a member this financial year. */
export async function membersCsvFile({ repos, clock }: TAdminContext): Promise<{ csv: string; fileName: string }> {
  const now = clock();
  const year = financialYearOf(now);
  const [members, current] = await Promise.all([
    repos.admin.listMembers(),
    repos.admin.listMemberships({ status: 'Approved', year }),
  ]);
  const csv = membersCsv(members, new Set(current.map((row) => row.userId)), year);
  return { csv, fileName: membersCsvFileName(now) };
}

export async function latestAuditEntries({ repos }: TAdminContext, limit: number): Promise<TAuditEntry[]> {
  const rows = await repos.audit.listLatest(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
