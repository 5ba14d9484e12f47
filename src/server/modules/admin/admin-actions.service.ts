import { financialYearOf } from '../../../shared/financial-year.ts';
import { formatFamilyNumber, parseGivenId } from '../../../shared/given-id.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TUserRole } from '../../../shared/member-values.ts';
import type { TAppBasics } from '../../app-basics.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import { registrationApprovedMail, registrationRejectedMail } from '../../mail/registration-decision.template.ts';
import { HttpError } from '../../http/errors.ts';
import {
  endAllSessions,
  refuseEarlierAccessTokens,
  type createUsersRepo,
  type TRefreshTokensRepo,
} from '../accounts/index.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { createMembershipsRepo } from '../members/index.ts';
import type { TAdminRepo } from './admin.repo.ts';

/** What the board's decisions run on, made once per app. */
export type TAdminContext = TAppBasics & {
  repos: {
    admin: TAdminRepo;
    users: ReturnType<typeof createUsersRepo>;
    refreshTokens: TRefreshTokensRepo;
    memberships: ReturnType<typeof createMembershipsRepo>;
    outbox: TOutboxRepo;
    audit: TAuditRepo;
  };
};

const noSuchMember = () => new HttpError(404, 'not_found', 'There is no member with that id.');

/** Approve or reject a family's pending registration, named by the registrant's givenId. */
export async function decideRegistration(
  context: TAdminContext,
  actorId: number,
  givenId: string,
  decision: 'approve' | 'reject',
): Promise<void> {
  const parsed = parseGivenId(givenId);
  if (!parsed) throw noSuchMember();
  const { db, association, repos } = context;
  const usersRepo = repos.users;
  const now = context.clock();
  await db.transaction(async (tx) => {
    const target = await usersRepo.findByGivenId(givenId, tx);
    if (!target || target.familyId === null) throw noSuchMember();
    const familyId = formatFamilyNumber(parsed.familyNumber);
    if (parsed.kind !== 'self') {
      throw new HttpError(409, 'not_registrant', `Approve and reject act on the whole family: use ${familyId}A.`, {
        givenId: `${familyId}A`,
      });
    }
    const family = await usersRepo.lockFamily(target.familyId, tx);
    const pending = family.filter((user) => user.status === 'pending');
    if (pending.length === 0) {
      throw new HttpError(409, 'not_pending', `Family ${familyId} has no registration waiting for a decision.`);
    }
    const ids = pending.map((user) => user.id);
    await usersRepo.setStatus(ids, decision === 'approve' ? 'approved' : 'rejected', tx);
    // A rejected person keeps no session, whatever they held.
    if (decision === 'reject') await endAllSessions(context, ids, tx);
    const decided = await repos.memberships.decidePending(
      ids,
      decision === 'approve' ? 'Approved' : 'Rejected',
      actorId,
      tx,
    );

    const financialYear = Math.max(...decided.map((row) => row.year), financialYearOf(now));
    const template = decision === 'approve' ? registrationApprovedMail : registrationRejectedMail;
    const people = pending.map(({ givenId: id, firstName, lastName }) => ({ givenId: id, firstName, lastName }));
    for (const user of pending) {
      if (!user.email) continue;
      const content = template(
        { association, firstName: user.firstName, financialYear, people, loginUrl: `${context.publicUrl}/memberlogin` },
        toLanguage(user.language),
      );
      const kind = `registration-${decision === 'approve' ? 'approved' : 'rejected'}`;
      await repos.outbox.enqueue({ to: user.email, kind, dedupeKey: `${kind}:${user.id}`, ...content }, tx);
    }
    await repos.audit.record(
      {
        actorId,
        action: `registration.${decision}`,
        target: givenId,
        details: { givenIds: pending.map((user) => user.givenId), memberships: decided.map((row) => row.id) },
      },
      tx,
    );
  });
}

/** Grants or withdraws Admin; there is always at least one admin left. */
export async function changeRole(context: TAdminContext, actorId: number, givenId: string, role: TUserRole) {
  const parsed = parseGivenId(givenId);
  if (!parsed) throw noSuchMember();
  const { db, repos } = context;
  const usersRepo = repos.users;
  await db.transaction(async (tx) => {
    const admins = await usersRepo.lockAdmins(tx);
    // The caller's own role may have been withdrawn since the request was let in.
    if (!admins.some((user) => user.id === actorId)) {
      throw new HttpError(403, 'forbidden', 'Only an admin may do that.');
    }
    const target = await usersRepo.findByGivenId(givenId, tx);
    if (!target) throw noSuchMember();
    if (target.role === role) return;
    if (role === 'Admin' && (parsed.kind === 'kid' || target.status !== 'approved' || !target.email)) {
      throw new HttpError(409, 'not_eligible', 'Only an approved adult member with an e-mail address can be an admin.');
    }
    if (role !== 'Admin' && admins.length <= 1) {
      throw new HttpError(409, 'last_admin', 'This is the last admin: grant the role to someone else first.');
    }
    await usersRepo.setRole(target.id, role, tx);
    // Tokens carry the role: the old ones go, a refresh brings one with the new role.
    await refuseEarlierAccessTokens(context, [target.id], tx);
    await repos.audit.record(
      { actorId, action: 'role.change', target: givenId, details: { from: target.role, to: role } },
      tx,
    );
  });
}
