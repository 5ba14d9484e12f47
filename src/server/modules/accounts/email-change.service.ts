import type { TAccountsStore } from './accounts-store.ts';
import type { TEmailChangePreview } from '../../../shared/accounts.schema.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { mailUndoLink } from './change-undo.service.ts';
import { refuseEarlierAccessTokens } from './session-revocation.ts';

export type TVerifyEmailResult = 'pass' | 'fail' | 'sign_in_required';

/**
 * What the link sent to a new address would change, for the page to show before its button: only
 * to the owner of the account signed in (anyone else learns nothing, not even whose it is).
 */
export async function previewEmailChange(
  store: TAccountsStore,
  code: string,
  signedInUserId: number | null,
): Promise<TEmailChangePreview> {
  const pending = await store.repos.accountTokens.peek(code, ['email_verification']);
  if (!pending?.payload) return { state: 'invalid' };
  if (pending.userId !== signedInUserId) return { state: 'sign_in_required' };
  const user = await store.repos.users.findById(pending.userId);
  if (!user) return { state: 'invalid' };
  return { state: 'ready', oldEmail: user.email, newEmail: pending.payload };
}

/**
 * The owner's press on /verify: the new address becomes the account's sign-in e-mail when the code
 * is valid, the owner is signed in and nobody else has the address by now. Anyone else gets
 * 'sign_in_required' and the code stays usable. Then the old address gets the undo link, the
 * owner's access tokens made before stop counting, and the audit log says so.
 */
export async function confirmEmailChange(
  store: TAccountsStore,
  context: TAccountLinkContext,
  code: string,
  signedInUserId: number | null,
): Promise<TVerifyEmailResult> {
  const tokensRepo = store.repos.accountTokens;
  const pending = await tokensRepo.peek(code, ['email_verification']);
  if (!pending) return 'fail';
  if (pending.userId !== signedInUserId) return 'sign_in_required';
  const attempt = store.db.transaction(async (tx) => {
    const usersRepo = store.repos.users;
    const user = await usersRepo.lockById(pending.userId, tx);
    const token = await tokensRepo.consume({ code, kind: 'email_verification', userId: pending.userId }, tx);
    const newEmail = token?.payload?.trim().toLowerCase();
    if (!user || !token || !newEmail) return 'fail';
    if ((await usersRepo.findEmailHolder(newEmail, user.id, tx)) !== undefined) return 'fail';
    await usersRepo.update(user.id, { email: newEmail }, tx);
    await tokensRepo.invalidateAll(user.id, 'email_verification', tx);
    // A reset link sent to the old address must not set the password of the moved account.
    await tokensRepo.invalidateAll(user.id, 'password_reset', tx);
    await refuseEarlierAccessTokens(store, [user.id], tx);
    if (user.email) {
      const undo = { change: 'email' as const, oldEmail: user.email, newEmail, passwordHash: user.passwordHash };
      await mailUndoLink(store, tx, context, { user, to: user.email, undo });
    }
    await store.repos.audit.record(
      {
        actorId: user.id,
        action: 'account.email_change.confirm',
        target: user.givenId,
        details: { from: user.email, to: newEmail },
      },
      tx,
    );
    return 'pass' as const;
  });
  // Someone took the address between the check and the update: the unique index said no.
  return attempt.catch((error: unknown) => {
    if (isUniqueViolation(error)) return 'fail';
    throw error;
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
