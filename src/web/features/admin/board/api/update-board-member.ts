import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardMemberFormData, type TBoardMemberInput } from '../board-member-form-data.ts';
import { BOARD_MEMBERS_QUERY_KEY, PUBLIC_BOARD_QUERY_KEY } from './get-board-members.ts';
import { sendFormData } from '../../../../lib/send-form-data.ts';

/** PUT /api/admin/board/{id} (Bearer, multipart; no file keeps the portrait); the lists reload afterwards. */
export function useUpdateBoardMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TBoardMemberInput & { id: number }) =>
      sendFormData(`/api/admin/board/${id}`, 'PUT', boardMemberFormData(input), 'ZBoardAdminMember'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BOARD_MEMBERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BOARD_QUERY_KEY }),
      ]),
  });
}
