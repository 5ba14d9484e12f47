import { financialYearOf } from '../../../shared/financial-year.ts';
import { financialYearLabel } from '../../../shared/financial-year-label.ts';
import { parseGivenId } from '../../../shared/given-id.ts';
import { HttpError } from '../../http/errors.ts';
import { feeForPersonnummer } from '../../../shared/fees.ts';
import { familyOfUser } from '../members/index.ts';
import type { TMembershipContext } from './membership.context.ts';
import { swishPayment, swishQrSvg, type TSwishPayment } from './swish-qr.ts';

export type TRenewalAnswer = { svg: string; payment: TSwishPayment; year: number; amountSek: number };

/** `0042A, 0042B` -> ['0042A', '0042B'] (in order, without repeats); 400 for anything else. */
export function parseIdList(ids: string): string[] {
  const list = [...new Set(ids.split(',').map((id) => id.trim()))];
  if (list.length === 0 || list.some((id) => parseGivenId(id) === null)) {
    throw new HttpError(400, 'bad_request', 'ids must be a comma-separated list of givenIds.');
  }
  return list;
}

/**
 * Records Pending memberships of the current financial year for these members of the caller's own
 * family (idempotent: the unique (user, year) key) and answers the Swish QR code to pay them.
 */
export async function requestRenewal(
  { db, association, clock, repos }: TMembershipContext,
  userId: number,
  ids: string,
): Promise<TRenewalAnswer> {
  const now = clock();
  const givenIds = parseIdList(ids);
  const year = financialYearOf(now);
  return db.transaction(async (tx) => {
    const { family } = await familyOfUser({ repos }, userId, tx);
    const chosen = givenIds.map((givenId) => family.find((person) => person.givenId === givenId));
    if (chosen.some((person) => person === undefined)) {
      throw new HttpError(403, 'forbidden', 'You may renew only the members of your own family.');
    }
    const people = chosen.filter((person) => person !== undefined);
    const existing = await repos.memberships.lockForYear(
      people.map((person) => person.id),
      year,
      tx,
    );
    const approved = people.filter((person) =>
      existing.some((row) => row.userId === person.id && row.status === 'Approved'),
    );
    if (approved.length > 0) {
      const fy = financialYearLabel(year, 'en');
      const people = approved.map((person) => `${person.firstName} ${person.lastName} (${person.givenId})`);
      throw new HttpError(
        409,
        'already_member',
        people.map((who) => `${who} is already a member for ${fy}.`).join('\n'),
        { people: people.join(', '), year },
      );
    }
    const fees = people.map((person) => {
      try {
        return feeForPersonnummer(person.personalNumber ?? '', now);
      } catch {
        throw new HttpError(409, 'no_personal_number', `${person.givenId} has no valid personal number.`, {
          givenId: person.givenId,
        });
      }
    });
    await repos.memberships.requestSwish(
      people.map((person, index) => ({ userId: person.id, year, amountSek: fees[index] ?? 0 })),
      tx,
    );
    return renewalAnswer(
      association.swishNumber,
      year,
      people.map((person) => person.givenId),
      fees,
    );
  });
}

async function renewalAnswer(
  swishNumber: string,
  year: number,
  givenIds: readonly string[],
  fees: readonly number[],
): Promise<TRenewalAnswer> {
  const amountSek = fees.reduce((sum, fee) => sum + fee, 0);
  const payment = swishPayment(swishNumber, amountSek, year, givenIds);
  return { svg: await swishQrSvg(payment), payment, year, amountSek };
}

/**
 * The payment of a renewal already asked for: these members of the caller's own family, each with a
 * Pending membership of the current financial year, at the fees recorded then. Changes nothing, so
 * a page may show it again; null when any of them is not such a member (another family's, a renewal
 * approved or never asked for, not a givenId list at all).
 */
export async function pendingRenewalPayment(
  { association, clock, repos }: TMembershipContext,
  userId: number,
  ids: string,
): Promise<TRenewalAnswer | null> {
  const givenIds = ids.split(',');
  if (new Set(givenIds).size !== givenIds.length || givenIds.some((id) => parseGivenId(id) === null)) return null;
  const year = financialYearOf(clock());
  const family = await familyOfUser({ repos }, userId).then(
    (found) => found.family,
    () => [],
  );
  const people = family.filter((person) => givenIds.includes(person.givenId));
  if (people.length !== givenIds.length) return null;
  const memberships = await repos.memberships.listByUsers(people.map((person) => person.id));
  const feeOf = (givenId: string) => {
    const person = people.find((member) => member.givenId === givenId);
    const row = memberships.find((one) => one.userId === person?.id && one.year === year && one.status === 'Pending');
    return row?.amountSek ?? null;
  };
  const fees = givenIds.map(feeOf);
  if (fees.some((fee) => fee === null)) return null;
  return renewalAnswer(association.swishNumber, year, givenIds, fees as number[]);
}
