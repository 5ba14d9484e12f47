import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/bookings/confirm: the visitor's e-mail link, sent only when they press the button. */
export function useConfirmGuestBooking() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/bookings/confirm', 'ZGuestBooking', { method: 'POST', body: { token } }),
  });
}
