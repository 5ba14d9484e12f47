import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/member/bookings: the family's bookings of events (cancelled ones left out). */
export function useMyBookings() {
  return useQuery({
    queryKey: ['member', 'bookings'],
    queryFn: ({ signal }) =>
      apiRequest('/api/member/bookings', 'ZMyBookings', { auth: true, signal, showLoading: false }),
    retry: false,
  });
}
