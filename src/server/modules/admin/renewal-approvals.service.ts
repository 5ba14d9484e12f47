import { parseGivenId } from '../../../shared/given-id.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { MAX_ROW_ID } from '../../../shared/row-id.ts';
import type { TExecutor } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { renewalApprovedMail } from '../../mail/renewal-approved.template.ts';
import type { TAdminContext } from './admin-actions.service.ts';

type TUser = NonNullable<Awaited<ReturnType<TAdminContext['repos']['users']['findById']>>>;
type TMembership = NonNullable<Awaited<ReturnType<TAdminContext['repos']['memberships']['lockById']>>>;

/** The request the board names, locked, with its member, who must be an approved member already. */
async function lockRequest(context: TAdminContext, membershipId: number, tx: TExecutor) {
  const notFound = new HttpError(404, 'not_found', `There is no membership request ${membershipId}.`);
  if (membershipId > MAX_ROW_ID) throw notFound;
  const membership = await context.repos.memberships.lockById(membershipId, tx);
  if (!membership) throw notFound;
  const member = await context.repos.users.findById(membership.userId, tx);
  if (!member || member.status !== 'approved') {
    throw new HttpError(409, 'registration_pending', 'This member is not approved yet: decide on the family first.');
  }
  return { membership, member };
}

/** Approves a locked Pending row, mails the member (or their registrant for a kid) and writes the audit entry. */
async function approveLocked(
  context: TAdminContext,
  actorId: number,
  { membership, member, family }: { membership: TMembership; member: TUser; family: readonly TUser[] },
  tx: TExecutor,
): Promise<void> {
  const { association, repos } = context;
  await repos.memberships.approve(membership.id, actorId, tx);
  const recipient = member.email ? member : family.find((user) => parseGivenId(user.givenId)?.kind === 'self');
  if (recipient?.email) {
    const content = renewalApprovedMail(
      {
        association,
        firstName: recipient.firstName,
        financialYear: membership.year,
        member: { givenId: member.givenId, firstName: member.firstName, lastName: member.lastName },
      },
      toLanguage(recipient.language),
    );
    const mail = { to: recipient.email, kind: 'renewal-approved', dedupeKey: `renewal-approved:${membership.id}` };
    await repos.outbox.enqueue({ ...mail, ...content }, tx);
  }
  await repos.audit.record(
    {
      actorId,
      action: 'membership.approve',
      target: `membership:${membership.id}`,
      details: { givenId: member.givenId, year: membership.year, amountSek: membership.amountSek },
    },
    tx,
  );
}

/** Approves one Pending membership row (a renewal) and mails the member, or their registrant for a kid. */
export async function approveRenewal(context: TAdminContext, actorId: number, membershipId: number): Promise<void> {
  const { db, repos } = context;
  await db.transaction(async (tx) => {
    const { membership, member } = await lockRequest(context, membershipId, tx);
    if (membership.status !== 'Pending') {
      throw new HttpError(409, 'not_pending', `Membership request ${membershipId} is already ${membership.status}.`);
    }
    const family = member.familyId === null ? [] : await repos.users.listByFamily(member.familyId, tx);
    await approveLocked(context, actorId, { membership, member, family }, tx);
  });
}

/**
 * Approves, in one transaction, every Pending request of the named request's family for its year: one
 * payment usually covers the whole family. Each approval is mailed and audited as a single one is;
 * answers how many were approved (none when another board member was quicker).
 */
export async function approveFamilyRenewals(
  context: TAdminContext,
  actorId: number,
  membershipId: number,
): Promise<{ approved: number }> {
  const { db, repos } = context;
  return db.transaction(async (tx) => {
    const { membership, member } = await lockRequest(context, membershipId, tx);
    const family = member.familyId === null ? [member] : await repos.users.listByFamily(member.familyId, tx);
    const byId = new Map(family.map((user) => [user.id, user]));
    const requests = await repos.memberships.listByUsers([...byId.keys()], tx);
    let approved = 0;
    for (const request of requests) {
      if (request.year !== membership.year || request.status !== 'Pending') continue;
      const locked = await repos.memberships.lockById(request.id, tx);
      const person = byId.get(request.userId);
      // A person whose own registration still waits is decided with the family, not here.
      if (locked?.status !== 'Pending' || person?.status !== 'approved') continue;
      await approveLocked(context, actorId, { membership: locked, member: person, family }, tx);
      approved += 1;
    }
    return { approved };
  });
}
