import { useAdminAction } from '../../admin-action.ts';

/** POST /api/admin/approverenewal {id: membership id}: approves one renewal request. */
export function useApproveRenewal() {
  return useAdminAction('/api/admin/approverenewal', (membershipId: number) => ({ id: membershipId }));
}
