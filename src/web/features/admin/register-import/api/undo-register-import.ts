import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** POST /api/admin/register-imports/{id}/undo (Bearer): takes a whole import back while nobody it made signed in. */
export function useUndoRegisterImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/register-imports/${id}/undo`, 'ZNoContent', { method: 'POST', body: {}, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
