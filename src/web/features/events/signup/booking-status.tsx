import { useTranslation } from 'react-i18next';
import type { TMemberBooking, TSwishDetails } from '../../../../shared/bookings.ts';
import { BookingPayment, type TBookingPaymentDetails } from './booking-payment.tsx';

/** The QR is SVG markup from our server; shown as an <img> from a data URL, it never enters the page as markup. */
function paymentOf(swish: TSwishDetails): TBookingPaymentDetails {
  let binary = '';
  for (const byte of new TextEncoder().encode(swish.qrSvg)) binary += String.fromCharCode(byte);
  return {
    imageSrc: `data:image/svg+xml;base64,${btoa(binary)}`,
    payee: swish.payee,
    amount: swish.amount,
    message: swish.message,
    // Only Swish's own scheme: the page never links anywhere else from a payment.
    appLink: swish.appLink.startsWith('swish://') ? swish.appLink : '',
  };
}

/** Where the family's booking stands: signed up or waiting (and which number), the amount, the payment. */
export function BookingStatus({ booking }: { booking: TMemberBooking }) {
  const { t } = useTranslation('bookings');
  let state;
  if (booking.status === 'waiting') {
    state =
      booking.position === null ? t('booking.waitingNoPosition') : t('booking.waiting', { position: booking.position });
  } else state = t('booking.confirmed');
  return (
    <div className="signup-booking" data-testid="my-booking" data-status={booking.status}>
      <p className="signup-booking__state" role="status">
        {state} {t('booking.people', { count: booking.people })}
      </p>
      {booking.amount > 0 && (
        <p>
          {t('booking.amount', { amount: booking.amount })}
          {booking.paid && <span className="event-badge signup-paid">{t('booking.paid')}</span>}
        </p>
      )}
      {booking.swish && !booking.paid && <BookingPayment payment={paymentOf(booking.swish)} />}
    </div>
  );
}
