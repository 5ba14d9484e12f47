import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/**
 * POST /api/admin/approvefamilyrenewals {id: membership id}: approves every renewal request of that
 * request's family for its year (one payment), answering how many; the board's data reloads after.
 */
export function useApproveFamilyRenewals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (membershipId: number) =>
      apiRequest('/api/admin/approvefamilyrenewals', 'ZFamilyRenewalsApproved', {
        method: 'POST',
        body: { id: membershipId },
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
