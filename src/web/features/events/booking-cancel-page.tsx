import { useTranslation } from 'react-i18next';
import { useCancelGuestBooking } from './api/cancel-guest-booking.ts';
import { BookingLinkPage } from './booking-link-page.tsx';

/** /bookings/cancel?token=: the visitor cancels a sign-up from the link in the confirmation. */
export default function BookingCancelPage() {
  const { t } = useTranslation('bookings');
  const cancel = useCancelGuestBooking();
  return (
    <BookingLinkPage
      pageKey="bookingCancel"
      text={t('cancelPage.text')}
      button={t('cancelPage.button')}
      busy={cancel.isPending}
      error={cancel.error}
      done={cancel.isSuccess ? t('cancelPage.done') : null}
      onPress={(token) => cancel.mutate(token)}
    />
  );
}
