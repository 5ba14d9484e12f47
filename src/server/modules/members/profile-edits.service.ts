import { MAX_KIDS, givenIdFor, parseGivenId } from '../../../shared/given-id.ts';
import type { TAddressSelf, TKidSelf, TProfileSelf, TSpouseSelf } from '../../../shared/profile.schema.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TUser } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { invalidateActivation, requestEmailChange, verifyPassword } from '../accounts/index.ts';
import { familyOfUser, forbidden, hasAccount, kindOf, type TActor, type TProfileContext } from './profile.service.ts';

/**
 * The profile page's edits, made by the member or by the board for a family (same rules). Every
 * change of another person's record is audit-logged in its own transaction, and nobody changes the
 * sign-in address of someone else's account: only its owner does.
 */

type TEmailOutcome = 'unchanged' | 'changed' | 'confirmation_requested';

async function assertEmailFree(
  context: TProfileContext,
  tx: TExecutor,
  email: string,
  exceptUserId: number | null,
): Promise<void> {
  const holder = await context.repos.users.findEmailHolder(email, exceptUserId, tx);
  if (holder !== undefined) throw new HttpError(409, 'email_taken', 'That e-mail address belongs to another member.');
}

/**
 * A new address for someone's record. The sign-in e-mail of an account is its owner's alone: the
 * owner (password checked by the caller) asks, a link goes to the new address, the old one hears of
 * it, and the change happens on the owner's press while signed in. Anyone else (the family's other
 * adult, the board) is refused for a person with an account or a board role, whose address would
 * hand over what they hold. Only the address of a person without an account (a contact address,
 * nothing signs in with it yet) is set at once by someone else, audit-logged by the caller.
 */
async function changeEmail(
  context: TProfileContext,
  tx: TExecutor,
  target: TUser,
  newEmail: string,
  actor: TActor,
): Promise<TEmailOutcome> {
  if (newEmail === target.email) return 'unchanged';
  if (actor.id !== target.id && (hasAccount(target) || target.role !== 'Member')) throw ownerOnly(target);
  await assertEmailFree(context, tx, newEmail, target.id);
  if (actor.id === target.id) {
    await requestEmailChange(context, tx, context.links, { user: target, newEmail });
    return 'confirmation_requested';
  }
  await context.repos.users.update(target.id, { email: newEmail }, tx);
  // An activation link sent to the old address no longer stands for this person.
  await invalidateActivation(context, target.id, tx);
  return 'changed';
}

function ownerOnly(target: TUser): HttpError {
  return new HttpError(
    409,
    'email_owner_only',
    'Only the owner of this account can change its sign-in e-mail, on their own page. The other details can be saved with the e-mail as it is.',
    { givenId: target.givenId },
  );
}

/** The names of the fields whose value differs: what the audit log says was changed (never the values). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((field) => (after[field] ?? null) !== (before[field] ?? null));
}

async function audit(
  context: TProfileContext,
  tx: TExecutor,
  entry: { actor: TActor; action: string; target: string; details: Record<string, unknown> },
) {
  await context.repos.audit.record(
    { actorId: entry.actor.id, action: entry.action, target: entry.target, details: entry.details },
    tx,
  );
}

/** A person's own details; a new e-mail needs their current password and is stored only once verified. */
export async function updateSelf(context: TProfileContext, userId: number, self: TProfileSelf, actor: TActor) {
  const { db } = context;
  await db.transaction(async (tx) => {
    const user = await context.repos.users.lockById(userId, tx);
    if (!user) throw forbidden();
    if (self.email !== user.email && actor.id === userId) {
      const proven =
        user.passwordHash !== null &&
        self.currentPassword !== undefined &&
        (await verifyPassword(user.passwordHash, self.currentPassword));
      if (!proven)
        throw new HttpError(403, 'wrong_password', 'Please give your current password to change your e-mail.');
    }
    const email = await changeEmail(context, tx, user, self.email, actor);
    const values = {
      firstName: self.firstName,
      lastName: self.lastName,
      personalNumber: self.personalNumber,
      ...(self.gender ? { gender: self.gender } : {}),
      phoneNumber: self.phoneNumber ?? null,
    };
    await context.repos.users.update(userId, values, tx);
    const fields = changedFields(user, values);
    // A birth date decides what event places cost, so the board sees every change of one, the
    // member's own included.
    if (actor.id !== userId || fields.includes('personalNumber')) {
      await audit(context, tx, { actor, action: 'family.update', target: user.givenId, details: { fields, email } });
    }
  });
}

/** The family's address; the board's change is audit-logged (the members' own is their own record). */
export async function updateAddress(context: TProfileContext, familyId: number, address: TAddressSelf, actor: TActor) {
  await context.db.transaction(async (tx) => {
    const familiesRepo = context.repos.families;
    const family = await familiesRepo.lockById(familyId, tx);
    if (!family) throw forbidden();
    await familiesRepo.update(familyId, address, tx);
    if (actor.isAdmin) {
      const target = `family:${String(family.number).padStart(4, '0')}`;
      const details = { fields: changedFields(family, address) };
      await audit(context, tx, { actor, action: 'family.updateaddress', target, details });
    }
  });
}

/**
 * The other adult: …B for the registrant (created when missing), …A for the spouse. Names and details
 * change at once; the e-mail of an adult with an account never: only that adult changes it.
 */
export async function updateSpouse(context: TProfileContext, userId: number, spouse: TSpouseSelf, actor: TActor) {
  const { db } = context;
  await db.transaction(async (tx) => {
    const { user, family } = await familyOfUser(context, userId, tx);
    const familyRow = await context.repos.families.lockById(user.familyId ?? -1, tx);
    if (!familyRow) throw forbidden();
    const callerKind = kindOf(user.givenId);
    if (callerKind === 'kid') throw forbidden();
    const targetKind = callerKind === 'self' ? 'spouse' : 'self';
    const target = family.find((person) => kindOf(person.givenId) === targetKind);
    const values = {
      firstName: spouse.firstName,
      lastName: spouse.lastName,
      personalNumber: spouse.personalNumber,
      phoneNumber: spouse.phoneNumber ?? null,
    };
    if (target) {
      const email = await changeEmail(context, tx, target, spouse.email, actor);
      await context.repos.users.update(target.id, values, tx);
      const fields = changedFields(target, values);
      await audit(context, tx, {
        actor,
        action: 'family.updatespouse',
        target: target.givenId,
        details: { fields, email },
      });
      return;
    }
    await assertEmailFree(context, tx, spouse.email, null);
    const givenId = givenIdFor(familyRow.number, 'spouse');
    await context.repos.users.insert(
      {
        ...values,
        email: spouse.email,
        familyId: familyRow.id,
        givenId,
        status: user.status,
        language: user.language,
      },
      tx,
    );
    await audit(context, tx, { actor, action: 'family.updatespouse', target: givenId, details: { added: true } });
  });
}

/** Updates the kid with self.givenId (of this family only), or adds the next K<n>; at most five. */
export async function updateKid(context: TProfileContext, userId: number, kid: TKidSelf, actor: TActor) {
  const { db } = context;
  await db.transaction(async (tx) => {
    const { user, family } = await familyOfUser(context, userId, tx);
    const familyRow = await context.repos.families.lockById(user.familyId ?? -1, tx);
    if (!familyRow) throw forbidden();
    const values = { firstName: kid.firstName, lastName: kid.lastName, personalNumber: kid.personalNumber };
    if (kid.givenId !== undefined) {
      const target = family.find((person) => person.givenId === kid.givenId);
      if (!target || kindOf(target.givenId) !== 'kid') throw forbidden();
      await context.repos.users.update(target.id, values, tx);
      const details = { fields: changedFields(target, values) };
      await audit(context, tx, { actor, action: 'family.updatekid', target: target.givenId, details });
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
    const givenId = givenIdFor(familyRow.number, 'kid', index);
    await context.repos.users.insert(
      {
        ...values,
        familyId: familyRow.id,
        givenId,
        status: user.status,
        language: user.language,
      },
      tx,
    );
    await audit(context, tx, { actor, action: 'family.updatekid', target: givenId, details: { added: true } });
  });
}

// On their own page everyone acts as a member, the board too: its powers are under /api/admin.
const own = (userId: number): TActor => ({ id: userId, isAdmin: false });

/** The member's own details, from their page: only someone in a family has any to change. */
export async function updateOwnSelf(context: TProfileContext, userId: number, self: TProfileSelf) {
  await familyOfUser(context, userId);
  await updateSelf(context, userId, self, own(userId));
}

/** The address of the member's own family. */
export async function updateOwnAddress(context: TProfileContext, userId: number, address: TAddressSelf) {
  const { user } = await familyOfUser(context, userId);
  await updateAddress(context, user.familyId ?? -1, address, own(userId));
}

/** The other adult of the member's own family. */
export const updateOwnSpouse = (context: TProfileContext, userId: number, spouse: TSpouseSelf) =>
  updateSpouse(context, userId, spouse, own(userId));

/** A kid of the member's own family. */
export const updateOwnKid = (context: TProfileContext, userId: number, kid: TKidSelf) =>
  updateKid(context, userId, kid, own(userId));
