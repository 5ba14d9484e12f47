import type { TLoginUser } from './login-user.schema.ts';

export type { TLoginUser };

export const ADMIN_ROLE = 'Admin';

/** The SPEC takes the current role from the familyUsers entry whose id is the user's own. */
export function currentRole(user: Pick<TLoginUser, 'id' | 'role' | 'familyUsers'>): string {
  return user.familyUsers.find((entry) => entry.id === user.id)?.role ?? user.role;
}
