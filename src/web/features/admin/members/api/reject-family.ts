import { useAdminAction } from '../../admin-action.ts';

/** POST /api/admin/reject {id: the registrant's givenId}: rejects the whole family's registration. */
export function useRejectFamily() {
  return useAdminAction('/api/admin/reject', (givenId: string) => ({ id: givenId }));
}
