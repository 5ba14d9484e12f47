import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

export type TBookingPaymentDetails = { imageSrc: string; payee: string; amount: string; message: string };

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('bookings');
  const [copied, setCopied] = useState(false);
  return (
    <div className="signup-copy-row">
      <dt>{label}</dt>
      <dd>
        <output>{value}</output>
        <Button
          type="button"
          variant="secondary"
          aria-label={t('payment.copy', { what: label })}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? t('payment.copied') : t('payment.copyShort')}
        </Button>
      </dd>
    </div>
  );
}

/** The Swish payment of a booking: the QR code for another phone, and each detail to copy. */
export function BookingPayment({ payment }: { payment: TBookingPaymentDetails }) {
  const { t } = useTranslation('bookings');
  return (
    <section className="signup-payment" aria-labelledby="signup-payment-heading">
      <h4 id="signup-payment-heading">{t('payment.heading')}</h4>
      <p>{t('payment.intro', { amount: payment.amount })}</p>
      <p>{t('payment.otherDevice')}</p>
      <img src={payment.imageSrc} alt={t('payment.qrAlt')} width={200} height={200} data-testid="booking-swish-qr" />
      <dl className="signup-copy">
        <CopyRow label={t('payment.payee')} value={payment.payee} />
        <CopyRow label={t('payment.amount')} value={payment.amount} />
        <CopyRow label={t('payment.message')} value={payment.message} />
      </dl>
    </section>
  );
}
