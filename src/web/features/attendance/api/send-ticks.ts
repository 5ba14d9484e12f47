import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TTick } from '../../../../shared/attendance.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceListKey } from './get-attendance-list.ts';

/**
 * POST /api/attendance/{activityId}/{day}/ticks: a batch of ticks (sent again after being offline
 * changes nothing). The server's list replaces the page's at once.
 */
export function useSendTicks() {
  const queryClient = useQueryClient();
  return useCallback(
    async (activityId: string, day: string, ticks: TTick[]) => {
      const list = await apiRequest(
        `/api/attendance/${encodeURIComponent(activityId)}/${encodeURIComponent(day)}/ticks`,
        'ZAttendanceList',
        { method: 'POST', body: { ticks }, auth: true, showLoading: false },
      );
      queryClient.setQueryData(attendanceListKey(activityId, day), list);
      return list;
    },
    [queryClient],
  );
}
