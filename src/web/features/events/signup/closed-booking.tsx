import { useTranslation } from 'react-i18next';
import { useMyBooking } from '../api/get-my-booking.ts';
import { BookingStatus } from './booking-status.tsx';

/**
 * A family's booking of an event whose sign-up is over (or was stopped by the board): still shown
 * on the event page, with its payment, but no longer changeable. Nothing when the family has none.
 */
export default function ClosedBooking({ eventId }: { eventId: string }) {
  const { t } = useTranslation('bookings');
  const answer = useMyBooking(eventId, true);
  const booking = answer.data?.booking;
  if (!booking || booking.status === 'cancelled') return null;
  return (
    <section className="signup-section" aria-labelledby="signup-heading" data-testid="signup-section">
      <h3 id="signup-heading">{t('status.heading')}</h3>
      <p className="notice">{t('status.closed')}</p>
      <BookingStatus booking={booking} />
    </section>
  );
}
