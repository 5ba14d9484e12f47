import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventNameIn, formatEventDate } from '../../../../shared/events.ts';
import type { TAdminBookings } from '../../../../shared/bookings.ts';

/** The event the board's list or check-in is about, with the way back to its page. */
export function EventHeading({ data }: { data: TAdminBookings }) {
  const { t, i18n } = useTranslation('bookings');
  return (
    <div className="bookings-heading">
      <h2>
        {eventNameIn({ name: data.eventName, nameTamil: data.eventNameTamil }, i18n.language)}{' '}
        <span className="bookings-heading__date">{formatEventDate(data.startDate)}</span>
      </h2>
      <Link className="event-action bookings-no-print" to={`/events/${data.eventId}`}>
        {t('admin.backToEvent')}
      </Link>
    </div>
  );
}

/** Totals of confirmed bookings, and how many wait. */
export function BookingTotals({ totals }: { totals: TAdminBookings['totals'] }) {
  const { t } = useTranslation('bookings');
  const rows: [string, number][] = [
    [t('admin.adults'), totals.adults],
    [t('admin.children'), totals.children],
    [t('admin.guests'), totals.guests],
    [t('admin.waiting'), totals.waiting],
    [t('admin.checkedIn'), totals.checkedIn],
    [t('admin.amountDue'), totals.amountDue],
    [t('admin.amountPaid'), totals.amountPaid],
  ];
  return (
    <section aria-labelledby="bookings-totals">
      <h3 id="bookings-totals">{t('admin.totals')}</h3>
      <dl className="bookings-totals" data-testid="booking-totals">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
