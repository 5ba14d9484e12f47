import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ATTENDANCE_QUERY_KEY } from './get-attendance-overview.ts';

export const attendanceListKey = (activityId: string, day: string) => [
  ...ATTENDANCE_QUERY_KEY,
  'list',
  activityId,
  day,
];

/** Another leader's phone ticks too: their ticks show within this time. */
const REFRESH_MS = 15_000;

/** GET /api/attendance/{activityId}/{day}: the day's list; opening it makes the session. */
export function useAttendanceList(activityId: string, day: string) {
  return useQuery({
    queryKey: attendanceListKey(activityId, day),
    queryFn: ({ signal }) =>
      apiRequest(`/api/attendance/${encodeURIComponent(activityId)}/${encodeURIComponent(day)}`, 'ZAttendanceList', {
        auth: true,
        signal,
        showLoading: false,
      }),
    retry: false,
    refetchInterval: REFRESH_MS,
  });
}
