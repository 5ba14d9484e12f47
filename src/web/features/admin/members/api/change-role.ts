import type { TUserRole } from '../../../../../shared/member-values.ts';
import { useAdminAction } from '../../admin-action.ts';

export type TRoleChange = { givenId: string; role: TUserRole };

/** POST /api/admin/role {id: givenId, role}: grants or withdraws Admin (409 when it is the last admin). */
export function useChangeRole() {
  return useAdminAction('/api/admin/role', ({ givenId, role }: TRoleChange) => ({ id: givenId, role }));
}
