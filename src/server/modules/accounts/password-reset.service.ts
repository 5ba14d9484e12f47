import type { TAccountsStore } from './accounts-store.ts';
import type { TResetPreview } from '../../../shared/accounts.schema.ts';
import { sendAccountLink, type TAccountLinkContext } from './account-links.ts';
import { isTooManyMailsToAddress } from '../../mail/recipient-cap.ts';
import { mailUndoLink } from './change-undo.service.ts';
import { hashPassword, judgePassword, type TPasswordProblem } from './password.ts';
import { endAllSessions } from './session-revocation.ts';

/** At most this many reset mails per account and hour: the form cannot be used to flood a mailbox. */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Sends a reset link if the address has an account. The caller answers before this finishes, so
 * neither the answer nor its timing tells whether the address is known. An address that has had
 * its share of such mail (recipient-cap.ts) gets none, silently: the answer stays the same.
 */
export async function requestPasswordReset(store: TAccountsStore, context: TAccountLinkContext, email: string) {
  const usersRepo = store.repos.users;
  const user = await usersRepo.findByEmail(email);
  if (!user?.passwordHash || user.status === 'rejected') return;
  await store.db
    .transaction(async (tx) => {
      // Requests for one account come in parallel; counting under the lock keeps the limit exact.
      await usersRepo.lock(user.id, tx);
      const recent = await store.repos.accountTokens.countRecent(user.id, 'password_reset', HOUR_MS, tx);
      if (recent >= RESET_MAILS_PER_HOUR) return;
      await sendAccountLink(store, tx, context, { user, kind: 'password_reset', to: email });
    })
    .catch((error: unknown) => {
      if (!isTooManyMailsToAddress(error)) throw error;
    });
}

/** The address a reset link is for, so its page can say whose password it sets; 'invalid' for a dead code. */
export async function previewReset(store: TAccountsStore, code: string): Promise<TResetPreview> {
  const token = await store.repos.accountTokens.peek(code, ['password_reset']);
  const user = token && (await store.repos.users.findById(token.userId));
  return user ? { state: 'ready', email: user.email } : { state: 'invalid' };
}

/** Why the new password may not be used (judgePassword), judged with the words of the code's owner; undefined if it may. */
export async function resetPasswordProblem(
  store: TAccountsStore,
  code: string,
  password: string,
  siteWords: readonly string[],
): Promise<TPasswordProblem | undefined> {
  const token = await store.repos.accountTokens.peek(code, ['password_reset']);
  const user = token ? await store.repos.users.findById(token.userId) : undefined;
  return judgePassword(password, { personWords: [user?.email, user?.firstName, user?.lastName], siteWords });
}

/**
 * Sets the new password if the code is valid (null if not: unknown, used or expired), in one
 * transaction with using up the code and ending every session of the user (refresh chains and
 * access tokens). Opening the mailed link also proves the address, so a not yet activated account is
 * activated by it. The address gets the 7-day undo link (the old password back), and the audit log
 * says so.
 */
export async function resetPassword(
  store: TAccountsStore,
  context: TAccountLinkContext,
  code: string,
  password: string,
): Promise<{ email: string | null } | null> {
  const passwordHash = await hashPassword(password);
  return store.db.transaction(async (tx) => {
    const tokensRepo = store.repos.accountTokens;
    const usersRepo = store.repos.users;
    const token = await tokensRepo.consume({ code, kind: 'password_reset' }, tx);
    const user = token && (await usersRepo.lockById(token.userId, tx));
    if (!user) return null;
    await usersRepo.activate(user.id, passwordHash, tx);
    await tokensRepo.invalidateAll(user.id, 'password_reset', tx);
    await endAllSessions(store, [user.id], tx);
    if (user.email) {
      const undo = { change: 'password' as const, passwordHash: user.passwordHash };
      await mailUndoLink(store, tx, context, { user, to: user.email, undo });
    }
    await store.repos.audit.record(
      { actorId: user.id, action: 'account.password_reset', target: user.givenId, details: {} },
      tx,
    );
    return { email: user.email };
  });
}
