import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventNameIn, formatEventDate } from '../../../shared/events.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { useMyBookings } from './api/get-my-bookings.ts';

/** The family's event bookings; each is changed or cancelled on its event's page. */
export function MyBookingsSection() {
  const { t, i18n } = useTranslation('bookings');
  const bookings = useMyBookings();
  const list = bookings.data;
  return (
    <section aria-labelledby="mypage-bookings" className="mypage-bookings" data-testid="my-bookings">
      <h2 id="mypage-bookings">{t('mine.heading')}</h2>
      {bookings.isError ? (
        <p role="alert">{t('mine.loadFailed')}</p>
      ) : !list ? (
        <Loading />
      ) : list.length === 0 ? (
        <p>{t('mine.empty')}</p>
      ) : (
        <ul className="mypage-bookings__list">
          {list.map((booking) => (
            <li key={booking.bookingId} data-status={booking.status}>
              <strong>
                {eventNameIn({ name: booking.eventName, nameTamil: booking.eventNameTamil }, i18n.language)}
              </strong>{' '}
              {formatEventDate(booking.startDate)}
              <div>
                {t(`statusName.${booking.status}`)}
                {booking.position !== null && ` (${t('admin.position', { position: booking.position })})`},{' '}
                {t('booking.people', { count: booking.people })}
                {booking.amount > 0 &&
                  `, ${t('booking.amount', { amount: booking.amount })}, ${booking.paid ? t('mine.paid') : t('mine.notPaid')}`}
              </div>
              <Link to={`/events/${booking.eventId}`}>{t('mine.open')}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
