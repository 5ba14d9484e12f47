import { useTranslation } from 'react-i18next';
import { useConfirmGuestBooking } from './api/confirm-guest-booking.ts';
import { BookingLinkPage } from './booking-link-page.tsx';

/** /bookings/confirm?token=: the visitor confirms a sign-up; until then it counts nothing. */
export default function BookingConfirmPage() {
  const { t } = useTranslation('bookings');
  const confirm = useConfirmGuestBooking();
  const booking = confirm.data;
  return (
    <BookingLinkPage
      pageKey="bookingConfirm"
      text={t('confirm.text')}
      button={t('confirm.button')}
      busy={confirm.isPending}
      error={confirm.error}
      done={booking ? t(booking.status === 'waiting' ? 'confirm.waiting' : 'confirm.confirmed') : null}
      onPress={(token) => confirm.mutate(token)}
    />
  );
}
