import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MY_BOOKINGS_QUERY_KEY } from '../../../lib/my-bookings-query-key.ts';

/** GET /api/member/bookings: the family's bookings of events (cancelled ones left out); the server fills it for /mypage. */
export const myBookingsQuery = () =>
  queryOptions({
    queryKey: MY_BOOKINGS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/member/bookings', 'ZMyBookings', { auth: true, signal, showLoading: false }),
  });

export function useMyBookings() {
  return useQuery({ ...myBookingsQuery(), retry: false });
}
