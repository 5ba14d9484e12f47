import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/bookings/cancel: the visitor's cancel link, sent only when they press the button. */
export function useCancelGuestBooking() {
  return useMutation({
    mutationFn: async (token: string) => {
      await apiRequest('/api/bookings/cancel', { method: 'POST', body: { token } });
    },
  });
}
