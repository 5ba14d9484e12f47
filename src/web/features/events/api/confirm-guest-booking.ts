import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/bookings/confirm: the visitor's e-mail link, sent only when they press the button. The
 * schema comes with the answer, so the page's start does not carry the booking schemas.
 */
export function useConfirmGuestBooking() {
  return useMutation({
    mutationFn: async (token: string) => {
      const [{ ZGuestBooking }, answer] = await Promise.all([
        import('../../../../shared/bookings.ts'),
        apiRequest('/api/bookings/confirm', { method: 'POST', body: { token } }),
      ]);
      return ZGuestBooking.parse(answer);
    },
  });
}
