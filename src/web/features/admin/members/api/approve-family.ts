import { useAdminAction } from '../../admin-action.ts';

/** POST /api/admin/approve {id: the registrant's givenId}: approves the whole family's registration. */
export function useApproveFamily() {
  return useAdminAction('/api/admin/approve', (givenId: string) => ({ id: givenId }));
}
