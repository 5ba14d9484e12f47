import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/bookings/cancel: the visitor's cancel link, sent only when they press the button. */
export function useCancelGuestBooking() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/bookings/cancel', 'ZGuestBooking', { method: 'POST', body: { token } }),
  });
}
