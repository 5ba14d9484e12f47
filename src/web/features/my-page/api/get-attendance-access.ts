import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/attendance/access: whether the member leads an activity (or is on the board), for the link to the lists. */
export function useAttendanceAccess() {
  return useQuery({
    queryKey: ['attendance', 'access'],
    queryFn: ({ signal }) =>
      apiRequest('/api/attendance/access', 'ZAttendanceAccess', { auth: true, signal, showLoading: false }),
    retry: false,
  });
}
