import { useTranslation } from 'react-i18next';
import { bookingAmount, bookingBreakdown, type TBookingHeads } from '../../../../shared/booking-rules.ts';
import type { TSignupPrices } from '../../../../shared/bookings.ts';

/** Kronor as the catalogs write them: whole kronor plain, öre after a comma. */
function kronor(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');
}

/**
 * The booking's price as it will be charged, part by part: "2 adults × 150 kr + 1 adult guest ×
 * 250 kr = 550 kr". Guests pay the visitor price, so the line shows where a higher amount comes from.
 */
export function PriceBreakdown({ heads, prices }: { heads: TBookingHeads; prices: TSignupPrices }) {
  const { t } = useTranslation('bookings');
  const parts = bookingBreakdown(heads, prices);
  const people = heads.members.length + heads.nonMemberAdults + heads.nonMemberChildren;
  if (people === 0) return null;
  const text =
    parts.length === 0
      ? t('price.free')
      : t('price.total', {
          parts: parts
            .map((part) => t(`price.${part.kind}`, { count: part.count, price: kronor(part.price) }))
            .join(' + '),
          total: kronor(bookingAmount(heads, prices)),
        });
  return (
    <p className="signup-price" data-testid="price-breakdown" aria-live="polite">
      <strong>{t('price.heading')}:</strong> {text}
    </p>
  );
}
