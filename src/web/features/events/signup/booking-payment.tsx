import { useTranslation } from 'react-i18next';
import { CopyRow } from '../../../components/copy-row.tsx';

export type TBookingPaymentDetails = {
  imageSrc: string;
  payee: string;
  amount: string;
  message: string;
  /** A swish:// link that opens the app filled in; '' when there is none. */
  appLink: string;
};

function PaymentRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('bookings');
  const texts = {
    copyLabel: t('payment.copy', { what: label }),
    copy: t('payment.copyShort'),
    copied: t('payment.copied'),
  };
  return <CopyRow label={label} value={value} texts={texts} />;
}

/**
 * The Swish payment of a booking, as the renewal's: on the phone the page is open on, a link that
 * opens Swish filled in; from another device the QR code; and each detail to copy.
 */
export function BookingPayment({ payment }: { payment: TBookingPaymentDetails }) {
  const { t } = useTranslation('bookings');
  return (
    <section className="signup-payment" aria-labelledby="signup-payment-heading">
      <h4 id="signup-payment-heading">{t('payment.heading')}</h4>
      <p>{t('payment.intro', { amount: payment.amount })}</p>
      {payment.appLink && (
        <>
          <p>{t('payment.onThisPhone')}</p>
          <a className="button-link signup-swish-link" href={payment.appLink} data-testid="booking-swish-link">
            {t('payment.openSwish')}
          </a>
        </>
      )}
      <p>{t('payment.otherDevice')}</p>
      <img src={payment.imageSrc} alt={t('payment.qrAlt')} width={200} height={200} data-testid="booking-swish-qr" />
      <dl className="copy-list">
        <PaymentRow label={t('payment.payee')} value={payment.payee} />
        <PaymentRow label={t('payment.amount')} value={payment.amount} />
        <PaymentRow label={t('payment.message')} value={payment.message} />
      </dl>
    </section>
  );
}
