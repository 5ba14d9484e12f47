import type { TDatabase } from '../../db/client.ts';
import { sendAccountLink, type TAccountLinkContext } from './account-links.ts';
import { createAccountTokensRepo } from './account-tokens.repo.ts';
import { hashPassword } from './password.ts';
import { refuseEarlierAccessTokens } from './session-revocation.ts';
import { createUsersRepo } from './users.repo.ts';

// The answers are plain text the pages show as they are: keep them exactly.
export const SIGNUP_ANSWERS = {
  created: 'AccountCreated.',
  exists: 'User Already Exist.',
  notMember: 'Not a member.',
} as const;

export const ACTIVATE_ANSWERS = {
  activated: 'AccountActivated.',
  alreadyOrExpired: 'You account is activated already or the activation link Expired.',
  notMember: 'Not a member.',
} as const;

const EMAIL_CHANGE_KINDS = ['email_verification', 'email_change_request'] as const;

export type TSignupAnswer = (typeof SIGNUP_ANSWERS)[keyof typeof SIGNUP_ANSWERS];
export type TActivateAnswer = (typeof ACTIVATE_ANSWERS)[keyof typeof ACTIVATE_ANSWERS];

/** Only an e-mail of a registered family member may sign up; a rejected registration is no member. */
function isMember(user: { status: string } | undefined): boolean {
  return Boolean(user && user.status !== 'rejected');
}

/** An account exists once a password was set through a proven e-mail address. */
function hasAccount(user: { passwordHash: string | null; activatedAt: Date | null }): boolean {
  return Boolean(user.passwordHash && user.activatedAt);
}

/**
 * Keeps the password with a new 24-hour single-use activation code and queues the mail with its
 * link, in one transaction. The password counts only once the link is opened and its button
 * pressed (the address is proven): until then a new sign-up replaces it, and only the newest link
 * works. So a stranger who signs up with a member's address gains nothing, and the member who signs
 * up after them is not told "User Already Exist.".
 */
export async function signUp(
  db: TDatabase,
  context: TAccountLinkContext,
  email: string,
  password: string,
): Promise<TSignupAnswer> {
  const usersRepo = createUsersRepo(db);
  const user = await usersRepo.findByEmail(email);
  if (!user || !isMember(user)) return SIGNUP_ANSWERS.notMember;
  if (hasAccount(user)) return SIGNUP_ANSWERS.exists;

  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await usersRepo.lock(user.id, tx);
    const current = await usersRepo.findById(user.id, tx);
    // Activated meanwhile (another tab, the reset link): the account exists now.
    if (!current || hasAccount(current)) return SIGNUP_ANSWERS.exists;
    await sendAccountLink(db, tx, context, { user: current, kind: 'activation', to: email, payload: passwordHash });
    return SIGNUP_ANSWERS.created;
  });
}

/**
 * Uses up the activation code, marks the account activated and makes the password chosen at that
 * sign-up the account's. (Codes from before passwords waited with them carry none: the stored one stays.)
 */
export async function activate(db: TDatabase, email: string, code: string): Promise<TActivateAnswer> {
  const user = await createUsersRepo(db).findByEmail(email);
  if (!user || !isMember(user)) return ACTIVATE_ANSWERS.notMember;
  return db.transaction(async (tx) => {
    const token = await createAccountTokensRepo(db).consume({ code, kind: 'activation', userId: user.id }, tx);
    if (!token) return ACTIVATE_ANSWERS.alreadyOrExpired;
    await createUsersRepo(db).activate(user.id, token.payload ?? null, tx);
    return ACTIVATE_ANSWERS.activated;
  });
}

export type TVerifyEmailResult = 'pass' | 'fail' | 'sign_in_required';

/**
 * The link sent to a new e-mail address: the address becomes the member's when the code is valid
 * and nobody else has the address by now. A change someone else asked for (the family's other
 * adult, the board) needs the owner signed in: otherwise 'sign_in_required', and the code stays
 * usable. Single use otherwise; the member's access tokens made before the change stop counting.
 */
export async function verifyEmail(
  db: TDatabase,
  code: string,
  signedInUserId: number | null,
): Promise<TVerifyEmailResult> {
  const tokensRepo = createAccountTokensRepo(db);
  const pending = await tokensRepo.peek(code, EMAIL_CHANGE_KINDS);
  if (!pending) return 'fail';
  if (pending.kind === 'email_change_request' && pending.userId !== signedInUserId) return 'sign_in_required';
  const attempt = db.transaction(async (tx) => {
    const token = await tokensRepo.consume({ code, kind: pending.kind }, tx);
    const newEmail = token?.payload?.trim().toLowerCase();
    if (!token || !newEmail) return 'fail';
    const usersRepo = createUsersRepo(db);
    if ((await usersRepo.findEmailHolder(newEmail, token.userId, tx)) !== undefined) return 'fail';
    await usersRepo.update(token.userId, { email: newEmail }, tx);
    for (const kind of EMAIL_CHANGE_KINDS) await tokensRepo.invalidateAll(token.userId, kind, tx);
    await refuseEarlierAccessTokens(db, [token.userId], tx);
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
