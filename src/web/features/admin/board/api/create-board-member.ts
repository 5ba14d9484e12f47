import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardMemberFormData, type TBoardMemberInput } from '../board-member-form-data.ts';
import { BOARD_MEMBERS_QUERY_KEY, PUBLIC_BOARD_QUERY_KEY } from './get-board-members.ts';
import { sendFormData } from '../../../../lib/send-form-data.ts';

/** POST /api/admin/board (Bearer, multipart with the portrait); the lists reload afterwards. */
export function useCreateBoardMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TBoardMemberInput) =>
      sendFormData('/api/admin/board', 'POST', boardMemberFormData(input), 'ZBoardAdminMember'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BOARD_MEMBERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BOARD_QUERY_KEY }),
      ]),
  });
}
