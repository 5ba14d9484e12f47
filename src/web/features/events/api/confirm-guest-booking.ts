import { useMutation } from '@tanstack/react-query';
import { ZGuestBooking } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/bookings/confirm: the visitor's e-mail link, sent only when they press the button. */
export function useConfirmGuestBooking() {
  return useMutation({
    mutationFn: async (token: string) =>
      ZGuestBooking.parse(await apiRequest('/api/bookings/confirm', { method: 'POST', body: { token } })),
  });
}
