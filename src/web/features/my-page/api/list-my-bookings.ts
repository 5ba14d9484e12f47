import { useQuery } from '@tanstack/react-query';
import { ZMyBookings } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/member/bookings: the family's bookings of events (cancelled ones left out). */
export function useMyBookings() {
  return useQuery({
    queryKey: ['member', 'bookings'],
    queryFn: async ({ signal }) =>
      ZMyBookings.parse(await apiRequest('/api/member/bookings', { auth: true, signal, showLoading: false })),
    retry: false,
  });
}
