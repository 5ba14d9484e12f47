import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventNameIn } from '../../../../shared/events.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useBoardEvents } from './api/get-board-events.ts';

/** The board's events: each with the way to its bookings, its door list and its editor; a new one. */
export function EventsSection() {
  const { t, i18n } = useTranslation('admin');
  const events = useBoardEvents();
  const newestFirst = [...(events.data ?? [])].sort((a, b) => (a.startDate < b.startDate ? 1 : -1));
  return (
    <div className="admin-events">
      <p className="admin-events__actions">
        <Link className="button-link" to="/editevent/new">
          {t('eventsSection.new')}
        </Link>{' '}
        <Link to="/events">{t('eventsSection.publicList')}</Link>
      </p>
      {events.isError && <p role="alert">{t('failedUnknown')}</p>}
      {events.isPending ? (
        <Loading />
      ) : newestFirst.length === 0 ? (
        <p>{t('eventsSection.none')}</p>
      ) : (
        <ul className="admin-events__list">
          {newestFirst.map((event) => (
            <li key={event.eventId} className="admin-events__item">
              <span className="admin-events__name">
                {eventNameIn(event, i18n.language)} <time dateTime={event.startDate}>{event.startDate}</time>
              </span>
              <span className="admin-events__links">
                <Link to={`/adminevents/${event.eventId}/bookings`}>{t('eventsSection.bookings')}</Link>
                <Link to={`/adminevents/${event.eventId}/checkin`}>{t('eventsSection.checkin')}</Link>
                <Link to={`/editevent/${event.eventId}`}>{t('eventsSection.edit')}</Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
