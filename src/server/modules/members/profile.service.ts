import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { TAssociation } from '../../../shared/association.ts';
import { feeForPersonnummer } from '../../../shared/fees.ts';
import { financialYearOf } from '../../../shared/financial-year.ts';
import { MAX_KIDS, givenIdFor, parseGivenId } from '../../../shared/given-id.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { birthDateOf, maskPersonnummer } from '../../../shared/personnummer.ts';
import type {
  TAddressSelf,
  TFamilyMember,
  TFamilyProfile,
  TKidSelf,
  TPreferences,
  TProfileSelf,
  TSpouseSelf,
} from '../../../shared/profile.schema.ts';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { eventDetails, families, memberships, users, type TUser } from '../../db/schema.ts';
import { createOutboxRepo } from '../../mail/outbox.repo.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requestEmailChange, type TAccountLinkContext } from '../accounts/account-links.ts';
import { verifyPassword } from '../accounts/password.ts';
import { closureRequestMail } from './closure-request.template.ts';

export type TProfileContext = {
  db: TDatabase;
  association: TAssociation;
  links: TAccountLinkContext;
  now: Date;
};

/** Who acts: the member themself, or an admin acting on a family (the board's help, issue 5 item 4). */
export type TActor = { id: number; isAdmin: boolean };

const forbidden = () => new HttpError(403, 'forbidden', 'You may change only your own family.');

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
export async function familyOfUser(db: TExecutor, userId: number): Promise<{ user: TUser; family: TUser[] }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.familyId === null) throw forbidden();
  const family = await db.select().from(users).where(eq(users.familyId, user.familyId)).orderBy(asc(users.id));
  return { user, family: sortFamily(family) };
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
        memberships: [],
      },
    ],
    preferences: { remindersEnabled: user.remindersEnabled, announcementsEnabled: user.announcementsEnabled },
    closureRequestedAt: user.closureRequestedAt?.toISOString() ?? null,
  };
}

/** The family as /mypage shows it; the viewer decides whether personnummers are shown whole. */
export async function loadFamilyProfile(
  db: TDatabase,
  familyId: number,
  viewer: { id: number; isAdmin: boolean; preferencesOf: number },
  now: Date,
): Promise<TFamilyProfile> {
  const [family] = await db.select().from(families).where(eq(families.id, familyId));
  if (!family) throw forbidden();
  const people = sortFamily(await db.select().from(users).where(eq(users.familyId, familyId)));
  const ids = people.map((person) => person.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(memberships)
          .where(inArray(memberships.userId, ids))
          .orderBy(asc(memberships.year), asc(memberships.id));
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

async function assertEmailFree(tx: TExecutor, email: string, exceptUserId: number | null): Promise<void> {
  const condition =
    exceptUserId === null ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptUserId));
  const [holder] = await tx.select({ id: users.id }).from(users).where(condition);
  if (holder) throw new HttpError(409, 'email_taken', 'That e-mail address belongs to another member.');
}

/** The caller's own details; a new e-mail needs the current password and is stored only once verified. */
export async function updateSelf(context: TProfileContext, userId: number, self: TProfileSelf, actor: TActor) {
  const { db } = context;
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw forbidden();
    if (self.email !== user.email) {
      if (!actor.isAdmin || actor.id === userId) {
        const proven =
          user.passwordHash !== null &&
          self.currentPassword !== undefined &&
          (await verifyPassword(user.passwordHash, self.currentPassword));
        if (!proven) {
          throw new HttpError(403, 'wrong_password', 'Please give your current password to change your e-mail.');
        }
        await assertEmailFree(tx, self.email, userId);
        await requestEmailChange(db, tx, context.links, user, self.email);
      } else {
        // The board corrects an address directly (audit-logged by the caller).
        await assertEmailFree(tx, self.email, userId);
        await tx.update(users).set({ email: self.email }).where(eq(users.id, userId));
      }
    }
    await tx
      .update(users)
      .set({
        firstName: self.firstName,
        lastName: self.lastName,
        personalNumber: self.personalNumber,
        ...(self.gender ? { gender: self.gender } : {}),
        phoneNumber: self.phoneNumber ?? null,
      })
      .where(eq(users.id, userId));
  });
}

export async function updateAddress(context: TProfileContext, familyId: number, address: TAddressSelf) {
  await context.db.update(families).set(address).where(eq(families.id, familyId));
}

/** The other adult: …B for the registrant (created when missing), …A for the spouse. */
export async function updateSpouse(context: TProfileContext, userId: number, spouse: TSpouseSelf) {
  const { db } = context;
  await db.transaction(async (tx) => {
    const { user, family } = await familyOfUser(tx, userId);
    const [familyRow] = await tx
      .select()
      .from(families)
      .where(eq(families.id, user.familyId ?? -1));
    if (!familyRow) throw forbidden();
    const callerKind = kindOf(user.givenId);
    if (callerKind === 'kid') throw forbidden();
    const targetKind = callerKind === 'self' ? 'spouse' : 'self';
    const target = family.find((person) => kindOf(person.givenId) === targetKind);
    await assertEmailFree(tx, spouse.email, target?.id ?? null);
    const values = {
      firstName: spouse.firstName,
      lastName: spouse.lastName,
      personalNumber: spouse.personalNumber,
      email: spouse.email,
      phoneNumber: spouse.phoneNumber ?? null,
    };
    if (target) {
      await tx.update(users).set(values).where(eq(users.id, target.id));
    } else {
      await tx.insert(users).values({
        ...values,
        familyId: familyRow.id,
        givenId: givenIdFor(familyRow.number, 'spouse'),
        status: user.status,
        language: user.language,
      });
    }
  });
}

/** Updates the kid with self.givenId (of this family only), or adds the next K<n>; at most five. */
export async function updateKid(context: TProfileContext, userId: number, kid: TKidSelf) {
  const { db } = context;
  await db.transaction(async (tx) => {
    const { user, family } = await familyOfUser(tx, userId);
    const [familyRow] = await tx
      .select()
      .from(families)
      .where(eq(families.id, user.familyId ?? -1))
      .for('update');
    if (!familyRow) throw forbidden();
    const values = { firstName: kid.firstName, lastName: kid.lastName, personalNumber: kid.personalNumber };
    if (kid.givenId !== undefined) {
      const target = family.find((person) => person.givenId === kid.givenId);
      if (!target || kindOf(target.givenId) !== 'kid') throw forbidden();
      await tx.update(users).set(values).where(eq(users.id, target.id));
      return;
    }
    const taken = new Set(
      family
        .map((person) => parseGivenId(person.givenId))
        .flatMap((parsed) => (parsed?.kind === 'kid' ? [parsed.kidIndex] : [])),
    );
    if (taken.size >= MAX_KIDS) {
      throw new HttpError(409, 'too_many_kids', `A family lists at most ${MAX_KIDS} kids.`, { max: MAX_KIDS });
    }
    let index = 1;
    while (taken.has(index)) index += 1;
    await tx.insert(users).values({
      ...values,
      familyId: familyRow.id,
      givenId: givenIdFor(familyRow.number, 'kid', index),
      status: user.status,
      language: user.language,
    });
  });
}

export async function setPreferences(db: TDatabase, userId: number, preferences: TPreferences) {
  await db.update(users).set(preferences).where(eq(users.id, userId));
}

/** Records the wish to close the account and tells the board; asking twice sends one mail. */
export async function requestClosure(context: TProfileContext, userId: number): Promise<string> {
  const { db, association } = context;
  return db.transaction(async (tx) => {
    const { user } = await familyOfUser(tx, userId);
    if (user.closureRequestedAt) return user.closureRequestedAt.toISOString();
    const [updated] = await tx
      .update(users)
      .set({ closureRequestedAt: context.now })
      .where(eq(users.id, userId))
      .returning({ at: users.closureRequestedAt });
    const content = closureRequestMail({ association, member: user }, 'en');
    await createOutboxRepo(db).enqueue(
      { ...content, to: association.email, kind: 'closure-request', dedupeKey: `closure-request:${userId}` },
      tx,
    );
    return (updated?.at ?? context.now).toISOString();
  });
}

/** Everything the site holds about the caller's family, without password or token hashes. */
export async function exportFamily(db: TDatabase, userId: number) {
  const { user, family } = await familyOfUser(db, userId);
  const [familyRow] = await db
    .select()
    .from(families)
    .where(eq(families.id, user.familyId ?? -1));
  const ids = family.map((person) => person.id);
  const membershipRows = await db.select().from(memberships).where(inArray(memberships.userId, ids));
  const comments = await db
    .select({
      id: eventDetails.id,
      eventId: eventDetails.eventId,
      type: eventDetails.type,
      message: eventDetails.message,
      userId: eventDetails.userId,
      createdAt: eventDetails.createdAt,
    })
    .from(eventDetails)
    .where(inArray(eventDetails.userId, ids));
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
    terms: { version: familyRow?.termsVersion ?? null, acceptedAt: familyRow?.termsAcceptedAt ?? null },
  };
}
