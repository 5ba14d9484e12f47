import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionTimes } from '../../../../shared/attendance.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceListKey } from './get-attendance-list.ts';

/** PUT /api/attendance/{activityId}/{day}/times: the session ran shorter or longer. */
export function useSaveSessionTimes(activityId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (times: TSessionTimes) =>
      apiRequest(
        `/api/attendance/${encodeURIComponent(activityId)}/${encodeURIComponent(day)}/times`,
        'ZAttendanceList',
        {
          method: 'PUT',
          body: times,
          auth: true,
          showLoading: false,
        },
      ),
    onSuccess: (list) => queryClient.setQueryData(attendanceListKey(activityId, day), list),
  });
}
