import type { TAccountsStore } from './accounts-store.ts';
import type { TUser } from '../../db/schema.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';

/**
 * invalid_credentials covers everything decided before the password is proven, so the answer never
 * tells whether an address has an account. Only after the password is proven may the answer say
 * more: not activated yet, family not yet approved, or registration rejected.
 */
export type TLoginFailure = 'invalid_credentials' | 'not_activated' | 'not_approved' | 'rejected';
export type TLoginResult = { ok: true; user: TUser } | { ok: false; reason: TLoginFailure };

/**
 * The password to compare with: the account's, or before activation the one waiting with the newest
 * activation link, so that its owner hears "verify your e-mail" rather than "wrong password".
 */
async function passwordHashToCheck(store: TAccountsStore, user: TUser): Promise<string | null> {
  if (user.activatedAt) return user.passwordHash;
  const pending = await store.repos.accountTokens.newestUsable(user.id, 'activation');
  return pending?.payload ?? user.passwordHash;
}

export async function checkLogin(store: TAccountsStore, email: string, password: string): Promise<TLoginResult> {
  const user = await store.repos.users.findByEmail(email);
  const passwordHash = user ? await passwordHashToCheck(store, user) : null;
  // Exactly one argon2 verification on every path, so the time taken tells nothing either.
  if (!user || !passwordHash) {
    await verifyAgainstDummy(password);
    return { ok: false, reason: 'invalid_credentials' };
  }
  if (!(await verifyPassword(passwordHash, password))) return { ok: false, reason: 'invalid_credentials' };
  if (!user.activatedAt) return { ok: false, reason: 'not_activated' };
  if (user.status === 'pending') return { ok: false, reason: 'not_approved' };
  if (user.status !== 'approved') return { ok: false, reason: 'rejected' };
  return { ok: true, user };
}
