import { z } from 'zod';
import { GENDERS, MEMBERSHIP_STATUSES, USER_ROLES, USER_STATUSES } from './member-values.ts';

/** One member as the board's tables show it; the personnummer arrives masked (YYYYMMDD-****). */
export const ZAdminMember = z.object({
  id: z.number().int(),
  givenId: z.string(),
  familyNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  personalNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  /** Only the registrant (givenId ending in A) carries the family's approve and reject actions. */
  isRegistrant: z.boolean(),
  registeredAt: z.string(),
});

/** A membership row: a renewal request (Pending) or a current membership (Approved). */
export const ZAdminMembership = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  givenId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  year: z.number().int(),
  status: z.enum(MEMBERSHIP_STATUSES),
  amountSek: z.number().int().nullable(),
  requestedAt: z.string(),
  approvedAt: z.string().nullable(),
});

/** GET /api/admin/all. */
export const ZAdminData = z.object({
  allMembers: z.array(ZAdminMember),
  approvedMembers: z.array(ZAdminMember),
  pendingMembers: z.array(ZAdminMember),
  pendingMembership: z.array(ZAdminMembership),
  currentMembership: z.array(ZAdminMembership),
  /** The financial year the tables speak of. */
  financialYear: z.number().int(),
});

/** POST /api/admin/approve and /reject: the registrant's givenId; /approverenewal: a membership id. */
export const ZAdminGivenIdAction = z.object({ id: z.string().trim().min(1).max(20) });
export const ZAdminMembershipAction = z.object({ id: z.coerce.number().int().positive() });
/** POST /api/admin/approvefamilyrenewals {id: a membership id}: how many of that family's requests for its year were approved. */
export const ZFamilyRenewalsApproved = z.object({ approved: z.number().int().nonnegative() });
/** POST /api/admin/role: grant or withdraw the Admin role (the board changes every year). */
export const ZAdminRoleChange = z.object({ id: z.string().trim().min(1).max(20), role: z.enum(USER_ROLES) });

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export type TAdminMember = z.infer<typeof ZAdminMember>;
export type TAdminMembership = z.infer<typeof ZAdminMembership>;
export type TAdminData = z.infer<typeof ZAdminData>;
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditEntries = z.array(ZAuditEntry);
