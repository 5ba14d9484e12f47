import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ATTENDANCE_QUERY_KEY = ['attendance'] as const;

/** GET /api/attendance: the activities the member leads (the board: all), with their meeting days. */
export function useAttendanceOverview() {
  return useQuery({
    queryKey: [...ATTENDANCE_QUERY_KEY, 'overview'],
    queryFn: ({ signal }) =>
      apiRequest('/api/attendance', 'ZAttendanceOverview', { auth: true, signal, showLoading: false }),
    retry: false,
  });
}
