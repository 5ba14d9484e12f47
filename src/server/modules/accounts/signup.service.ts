import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { sendAccountLink, type TAccountLinkContext } from './account-links.ts';
import { createAccountTokensRepo } from './account-tokens.repo.ts';
import { hashPassword } from './password.ts';
import { createUsersRepo } from './users.repo.ts';

// The answers of SPEC section 7, exactly.
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

export type TSignupAnswer = (typeof SIGNUP_ANSWERS)[keyof typeof SIGNUP_ANSWERS];
export type TActivateAnswer = (typeof ACTIVATE_ANSWERS)[keyof typeof ACTIVATE_ANSWERS];

/** Only an e-mail of a registered family member may sign up; a rejected registration is no member. */
function isMember(user: { status: string } | undefined): boolean {
  return Boolean(user && user.status !== 'rejected');
}

/**
 * Stores the password (unusable until activation), a 24-hour single-use code and the mail with its
 * link, all in one transaction. A second sign-up for the same address answers "User Already Exist."
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
  if (user.passwordHash) return SIGNUP_ANSWERS.exists;

  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Only if still without password: two sign-ups at once cannot both set one.
    const claimed = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (claimed.length === 0) return SIGNUP_ANSWERS.exists;
    await sendAccountLink(db, tx, context, { user, kind: 'activation', to: email });
    return SIGNUP_ANSWERS.created;
  });
}

/** Uses up the activation code and marks the account activated. */
export async function activate(db: TDatabase, email: string, code: string): Promise<TActivateAnswer> {
  const user = await createUsersRepo(db).findByEmail(email);
  if (!user || !isMember(user)) return ACTIVATE_ANSWERS.notMember;
  return db.transaction(async (tx) => {
    const token = await createAccountTokensRepo(db).consume({ code, kind: 'activation', userId: user.id }, tx);
    if (!token) return ACTIVATE_ANSWERS.alreadyOrExpired;
    await tx
      .update(users)
      .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())` })
      .where(eq(users.id, user.id));
    return ACTIVATE_ANSWERS.activated;
  });
}

/**
 * The link sent to a new e-mail address (issue 5): the address becomes the member's when the code is
 * valid and nobody else has the address by now. Single use either way.
 */
export async function verifyEmail(db: TDatabase, code: string): Promise<'pass' | 'fail'> {
  const attempt = db.transaction(async (tx) => {
    const token = await createAccountTokensRepo(db).consume({ code, kind: 'email_verification' }, tx);
    const newEmail = token?.payload?.trim().toLowerCase();
    if (!token || !newEmail) return 'fail';
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
    if (holder && holder.id !== token.userId) return 'fail';
    await tx.update(users).set({ email: newEmail }).where(eq(users.id, token.userId));
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
