import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssignLine } from '../../../../../shared/statements.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** POST /api/admin/statements/lines/{id}/assign (Bearer): on a family by hand, or on a category. */
export function useAssignLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, assignment }: { id: number; assignment: TAssignLine }) =>
      apiRequest(`/api/admin/statements/lines/${id}/assign`, 'ZNoContent', {
        method: 'POST',
        body: assignment,
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
