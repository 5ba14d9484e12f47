import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { BOARD_MEMBERS_QUERY_KEY, PUBLIC_BOARD_QUERY_KEY } from './get-board-members.ts';

/** DELETE /api/admin/board/{id} (Bearer); the lists reload afterwards, also when it failed. */
export function useDeleteBoardMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/admin/board/${id}`, 'ZNoContent', { method: 'DELETE', auth: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BOARD_MEMBERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BOARD_QUERY_KEY }),
      ]),
  });
}
