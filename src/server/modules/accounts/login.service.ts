import type { TUser } from '../../db/schema.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import type { TUsersRepo } from './users.repo.ts';

/**
 * invalid_credentials covers everything decided before the password is proven, so the answer never
 * tells whether an address has an account. Only after the password is proven may the answer say
 * more: not activated yet, family not yet approved, or registration rejected.
 */
export type TLoginFailure = 'invalid_credentials' | 'not_activated' | 'not_approved' | 'rejected';
export type TLoginResult = { ok: true; user: TUser } | { ok: false; reason: TLoginFailure };

export async function checkLogin(usersRepo: TUsersRepo, email: string, password: string): Promise<TLoginResult> {
  const user = await usersRepo.findByEmail(email);
  // Exactly one argon2 verification on every path, so the time taken tells nothing either.
  if (!user?.passwordHash) {
    await verifyAgainstDummy(password);
    return { ok: false, reason: 'invalid_credentials' };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: 'invalid_credentials' };
  if (!user.activatedAt) return { ok: false, reason: 'not_activated' };
  if (user.status === 'pending') return { ok: false, reason: 'not_approved' };
  if (user.status !== 'approved') return { ok: false, reason: 'rejected' };
  return { ok: true, user };
}
