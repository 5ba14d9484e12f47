import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** POST /api/admin/statements/lines/{id}/confirm (Bearer): one line's match, certain or suggested. */
export function useConfirmLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/statements/lines/${id}/confirm`, 'ZConfirmAnswer', {
        method: 'POST',
        body: {},
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
