import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ATTENDANCE_QUERY_KEY } from './get-attendance-overview.ts';
import { attendanceListKey } from './get-attendance-list.ts';

/** POST /api/attendance/{activityId}/{day}/confirm: the list is final; the caller led the session. */
export function useConfirmList(activityId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(
        `/api/attendance/${encodeURIComponent(activityId)}/${encodeURIComponent(day)}/confirm`,
        'ZAttendanceList',
        {
          method: 'POST',
          body: {},
          auth: true,
          showLoading: false,
        },
      ),
    onSuccess: async (list) => {
      queryClient.setQueryData(attendanceListKey(activityId, day), list);
      await queryClient.invalidateQueries({ queryKey: [...ATTENDANCE_QUERY_KEY, 'overview'] });
    },
  });
}
