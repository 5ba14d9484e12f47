import type {
  TFamilyProfile,
  TAddressSelf,
  TKidSelf,
  TProfileSelf,
  TSpouseSelf,
} from '../../../shared/profile.schema.ts';
import { feeForPersonnummer } from '../../../shared/fees.ts';
import { financialYearLabel } from '../../../shared/financial-year-label.ts';
import { financialYearOf } from '../../../shared/financial-year.ts';
import type { TUser } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { updateAddress, updateKid, updateSelf, updateSpouse } from './profile-edits.service.ts';
import { familyOfUser, kindOf, loadFamilyProfile, type TActor, type TProfileContext } from './profile.service.ts';

/**
 * The board helps a family with the member's own rules and services: every change is audit-logged
 * with the admin as actor, in the change's own transaction, and the sign-in address of someone with
 * an account changes only when they confirm it.
 */

const board = (actorId: number): TActor => ({ id: actorId, isAdmin: true });

async function memberOf(context: TProfileContext, givenId: string): Promise<{ user: TUser; family: TUser[] }> {
  const user = await context.repos.users.findByGivenId(givenId);
  if (!user || user.familyId === null) throw new HttpError(404, 'not_found', `There is no member ${givenId}.`);
  return familyOfUser(context, user.id);
}

/** The family's registrant: spouse and kid edits pivot on them, as the member's own would. */
function registrantOf(family: TUser[]): TUser {
  const registrant = family.find((person) => kindOf(person.givenId) === 'self');
  if (!registrant) throw new HttpError(409, 'no_registrant', 'This family has no registrant.');
  return registrant;
}

/** A family as its members see it on /mypage, with the member's preferences. */
export async function familyForBoard(
  context: TProfileContext,
  givenId: string,
  actorId: number,
): Promise<TFamilyProfile> {
  const { user } = await memberOf(context, givenId);
  return loadFamilyProfile(context, user.familyId ?? -1, { id: actorId, isAdmin: true, preferencesOf: user.id });
}

export async function boardUpdateSelf(context: TProfileContext, givenId: string, self: TProfileSelf, actorId: number) {
  const { user } = await memberOf(context, givenId);
  const { currentPassword: _ignored, ...details } = self;
  await updateSelf(context, user.id, details, board(actorId));
}

export async function boardUpdateAddress(
  context: TProfileContext,
  givenId: string,
  address: TAddressSelf,
  actorId: number,
) {
  const { user } = await memberOf(context, givenId);
  await updateAddress(context, user.familyId ?? -1, address, board(actorId));
}

export async function boardUpdateSpouse(
  context: TProfileContext,
  givenId: string,
  spouse: TSpouseSelf,
  actorId: number,
) {
  const { family } = await memberOf(context, givenId);
  await updateSpouse(context, registrantOf(family).id, spouse, board(actorId));
}

export async function boardUpdateKid(context: TProfileContext, givenId: string, kid: TKidSelf, actorId: number) {
  const { family } = await memberOf(context, givenId);
  await updateKid(context, registrantOf(family).id, kid, board(actorId));
}

/** A membership of the current financial year paid in cash, approved at once and audit-logged. */
export async function recordCashRenewal(context: TProfileContext, givenId: string, actorId: number) {
  const { user } = await memberOf(context, givenId);
  const now = context.clock();
  const year = financialYearOf(now);
  let amountSek = 0;
  try {
    amountSek = feeForPersonnummer(user.personalNumber ?? '', now);
  } catch {
    throw new HttpError(409, 'no_personal_number', `${user.givenId} has no valid personal number.`, {
      givenId: user.givenId,
    });
  }
  const { db, repos } = context;
  await db.transaction(async (tx) => {
    const row = await repos.memberships.approveCash(
      { userId: user.id, year, amountSek, approvedAt: now, approvedBy: actorId },
      tx,
    );
    if (!row) {
      const label = financialYearLabel(year, 'en');
      throw new HttpError(409, 'already_member', `${user.givenId} is already a member for ${label}.`, {
        people: user.givenId,
        year,
      });
    }
    const details = { givenId: user.givenId, year, amountSek };
    await repos.audit.record({ actorId, action: 'membership.cash', target: `membership:${row.id}`, details }, tx);
  });
  return { ok: true as const, year, amountSek };
}
