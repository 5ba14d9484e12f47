import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** POST /api/admin/statements/lines/{id}/undo (Bearer): takes a confirmation back. */
export function useUndoLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/statements/lines/${id}/undo`, 'ZNoContent', { method: 'POST', body: {}, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
