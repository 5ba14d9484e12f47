import { feeForPersonnummer } from '../../../shared/fees.ts';
import { financialYearOf } from '../../../shared/financial-year.ts';
import { parseGivenId } from '../../../shared/given-id.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { birthDateOf, maskPersonnummer } from '../../../shared/personnummer.ts';
import type { TFamilyMember, TFamilyProfile, TPreferences } from '../../../shared/profile.schema.ts';
import type { TAppBasics } from '../../app-basics.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TUser } from '../../db/schema.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import { HttpError } from '../../http/errors.ts';
import {
  boardRecipients,
  type TAccountLinkContext,
  type TAccountTokensRepo,
  type TRefreshTokensRepo,
  type TUsersRepo,
} from '../accounts/index.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TEventDetailsRepo } from '../events/index.ts';
import type { TFamiliesRepo } from './families.repo.ts';
import type { TMembershipsRepo } from './memberships.repo.ts';
import { closureRequestMail } from './closure-request.template.ts';

/** What the profile, the board's help for a family and the sign-in record run on, made once per app. */
/**
 * The family's attendance at weekly activities, read for their own data export. Given by the app
 * (the grant report's repository reads those tables), named here so members imports no module for it.
 */
export type TAttendanceReads = {
  attendanceOfUsers(userIds: readonly number[]): Promise<
    {
      userId: number | null;
      activityTa: string;
      activityEn: string;
      activitySv: string;
      day: string;
      present: boolean;
    }[]
  >;
};

export type TProfileContext = TAppBasics & {
  links: TAccountLinkContext;
  repos: {
    users: TUsersRepo;
    accountTokens: TAccountTokensRepo;
    refreshTokens: TRefreshTokensRepo;
    families: TFamiliesRepo;
    memberships: TMembershipsRepo;
    eventDetails: TEventDetailsRepo;
    attendance: TAttendanceReads;
    outbox: TOutboxRepo;
    audit: TAuditRepo;
  };
};

/** Who acts: the member themself, or an admin acting on a family (the board's help). */
export type TActor = { id: number; isAdmin: boolean };

export const forbidden = () => new HttpError(403, 'forbidden', 'You may change only your own family.');

/**
 * Whether the person has an account to protect: a password, a proven address or a sign-in of any
 * kind (an external provider's too). Their e-mail address is then their sign-in name.
 */
export function hasAccount(user: Pick<TUser, 'passwordHash' | 'activatedAt' | 'lastLogin'>): boolean {
  return Boolean(user.passwordHash || user.activatedAt || user.lastLogin);
}

export function kindOf(givenId: string): TFamilyMember['kind'] {
  const parsed = parseGivenId(givenId);
  return parsed?.kind ?? 'self';
}

function isAdult(user: Pick<TUser, 'givenId'>): boolean {
  return kindOf(user.givenId) !== 'kid';
}

function feeOf(personalNumber: string | null, now: Date): number | null {
  if (!personalNumber) return null;
  try {
    return feeForPersonnummer(personalNumber, now);
  } catch {
    return null;
  }
}

function isoDate(personalNumber: string | null): string | null {
  const birth = personalNumber ? birthDateOf(personalNumber) : null;
  if (!birth) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${birth.year}-${pad(birth.month)}-${pad(birth.day)}`;
}

/** The family of a user, sorted A, B, K1..K5; throws 403 for a user without a family. */
export async function familyOfUser(
  { repos }: { repos: { users: TUsersRepo } },
  userId: number,
  tx?: TExecutor,
): Promise<{ user: TUser; family: TUser[] }> {
  const usersRepo = repos.users;
  const user = await usersRepo.findById(userId, tx);
  if (!user || user.familyId === null) throw forbidden();
  return { user, family: sortFamily(await usersRepo.listByFamilyInIdOrder(user.familyId, tx)) };
}

function sortFamily(family: TUser[]): TUser[] {
  const rank = (user: TUser) => {
    const parsed = parseGivenId(user.givenId);
    if (!parsed) return 99;
    if (parsed.kind === 'kid') return 1 + parsed.kidIndex;
    return parsed.kind === 'self' ? 0 : 1;
  };
  return [...family].sort((a, b) => rank(a) - rank(b));
}

/** A user outside any family (an admin account seeded from the environment): only themself. */
export function loneProfile(user: TUser, now: Date): TFamilyProfile {
  return {
    familyNumber: '',
    currentFinancialYear: financialYearOf(now),
    address: { streetAddress: null, city: null, postalCode: null, country: null },
    members: [
      {
        id: user.id,
        givenId: user.givenId,
        kind: kindOf(user.givenId),
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phoneNumber: user.phoneNumber,
        gender: user.gender,
        personalNumber: user.personalNumber,
        birthDate: isoDate(user.personalNumber),
        feeSek: feeOf(user.personalNumber, now),
        hasAccount: hasAccount(user),
        memberships: [],
      },
    ],
    preferences: { remindersEnabled: user.remindersEnabled, announcementsEnabled: user.announcementsEnabled },
    closureRequestedAt: user.closureRequestedAt?.toISOString() ?? null,
  };
}

/** The family as /mypage shows it; the viewer decides whether personnummers are shown whole. */
export async function loadFamilyProfile(
  { repos, clock }: TProfileContext,
  familyId: number,
  viewer: { id: number; isAdmin: boolean; preferencesOf: number },
): Promise<TFamilyProfile> {
  const now = clock();
  const family = await repos.families.findById(familyId);
  if (!family) throw forbidden();
  const people = sortFamily(await repos.users.listByFamilyInIdOrder(familyId));
  const rows = await repos.memberships.listByUsers(people.map((person) => person.id));
  const viewerIsFamilyAdult = people.some((person) => person.id === viewer.id && isAdult(person));
  const seesWhole = viewer.isAdmin || viewerIsFamilyAdult;
  const prefsOwner = people.find((person) => person.id === viewer.preferencesOf) ?? people[0];
  return {
    familyNumber: String(family.number).padStart(4, '0'),
    currentFinancialYear: financialYearOf(now),
    address: {
      streetAddress: family.streetAddress,
      city: family.city,
      postalCode: family.postalCode,
      country: family.country,
    },
    members: people.map((person) => ({
      id: person.id,
      givenId: person.givenId,
      kind: kindOf(person.givenId),
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
      gender: person.gender,
      personalNumber:
        person.personalNumber === null
          ? null
          : seesWhole || person.id === viewer.id
            ? person.personalNumber
            : maskPersonnummer(person.personalNumber),
      birthDate: isoDate(person.personalNumber),
      feeSek: feeOf(person.personalNumber, now),
      hasAccount: hasAccount(person),
      memberships: rows
        .filter((row) => row.userId === person.id)
        .map((row) => ({ id: row.id, year: row.year, status: row.status })),
    })),
    preferences: {
      remindersEnabled: prefsOwner?.remindersEnabled ?? true,
      announcementsEnabled: prefsOwner?.announcementsEnabled ?? true,
    },
    closureRequestedAt: people.find((person) => person.closureRequestedAt)?.closureRequestedAt?.toISOString() ?? null,
  };
}

/** The caller's family as /mypage shows it; someone outside any family sees only themself. */
export async function ownFamilyProfile(context: TProfileContext, userId: number): Promise<TFamilyProfile> {
  const lone = await context.repos.users.findById(userId);
  if (lone && lone.familyId === null) return loneProfile(lone, context.clock());
  const { user } = await familyOfUser(context, userId);
  const viewer = { id: user.id, isAdmin: user.role === 'Admin', preferencesOf: user.id };
  return loadFamilyProfile(context, user.familyId ?? -1, viewer);
}

export async function setPreferences(context: TProfileContext, userId: number, preferences: TPreferences) {
  await context.repos.users.update(userId, preferences);
  return preferences;
}

/** Records the wish to close the account and tells the board; asking twice sends one mail. */
export async function requestClosure(context: TProfileContext, userId: number): Promise<string> {
  const { db, association, repos } = context;
  const now = context.clock();
  return db.transaction(async (tx) => {
    const { user } = await familyOfUser(context, userId, tx);
    if (user.closureRequestedAt) return user.closureRequestedAt.toISOString();
    const at = await repos.users.markClosureRequested(userId, now, tx);
    for (const board of await boardRecipients(repos.users, association, tx)) {
      const content = closureRequestMail({ association, member: user }, board.language);
      await repos.outbox.enqueue(
        { ...content, to: board.to, kind: 'closure-request', dedupeKey: `closure-request:${userId}:${board.to}` },
        tx,
      );
    }
    return (at ?? now).toISOString();
  });
}

/** Everything the site holds about the caller's family, without password or token hashes. */
export async function exportFamily(context: TProfileContext, userId: number) {
  const { repos } = context;
  const { user, family } = await familyOfUser(context, userId);
  const familyRow = await repos.families.findById(user.familyId ?? -1);
  const ids = family.map((person) => person.id);
  const membershipRows = await repos.memberships.listByUsers(ids);
  const comments = await repos.eventDetails.listByUsers(ids);
  const attendance = await repos.attendance.attendanceOfUsers(ids);
  return {
    exportedAt: new Date().toISOString(),
    family: familyRow ?? null,
    users: family.map((person) => ({
      id: person.id,
      givenId: person.givenId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      personalNumber: isAdult(user) ? person.personalNumber : null,
      gender: person.gender,
      phoneNumber: person.phoneNumber,
      role: person.role,
      status: person.status,
      language: toLanguage(person.language),
      remindersEnabled: person.remindersEnabled,
      announcementsEnabled: person.announcementsEnabled,
      activatedAt: person.activatedAt,
      lastLogin: person.lastLogin,
      closureRequestedAt: person.closureRequestedAt,
      createdAt: person.createdAt,
    })),
    memberships: membershipRows,
    eventComments: comments,
    attendance: attendance.map((row) => ({
      userId: row.userId,
      activity: { ta: row.activityTa, en: row.activityEn, sv: row.activitySv },
      day: row.day,
      present: row.present,
    })),
    terms: { version: familyRow?.termsVersion ?? null, acceptedAt: familyRow?.termsAcceptedAt ?? null },
  };
}
