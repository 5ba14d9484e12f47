import type { TLoginUser } from './login-user.schema.ts';

export type { TLoginUser };

export const ADMIN_ROLE = 'Admin';

/** The current role is the one of the familyUsers entry whose id is the user's own. */
export function currentRole(user: Pick<TLoginUser, 'id' | 'role' | 'familyUsers'>): string {
  return user.familyUsers.find((entry) => entry.id === user.id)?.role ?? user.role;
}
