import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSignupStatus } from '../../../shared/bookings.ts';
import { eventImageUrl, eventNameIn, type TEventSummary } from '../../../shared/events.ts';
import { EventWhenWhere } from './event-facts.tsx';
import { EventName, EventNameLanguageNote } from './event-name.tsx';

/**
 * leading: the first card, whose picture is the largest thing a phone shows on the page. It is asked
 * for at once and first; the others' pictures wait for layout and come after the page's own scripts
 * and styles.
 */
type TEventCardProps = {
  event: TEventSummary;
  isAdmin: boolean;
  leading: boolean;
  signup?: TSignupStatus;
};

/** Places left, or that new sign-ups wait, for an event the reader may sign up to. */
function PlacesBadge({ signup }: { signup: TSignupStatus }) {
  const { t } = useTranslation('bookings');
  if (!signup.open) return null;
  if (signup.waitingList) return <p className="event-places event-places--full">{t('list.waitingList')}</p>;
  if (signup.placesLeft === null) return null;
  return <p className="event-places">{t('list.placesLeft', { count: signup.placesLeft })}</p>;
}

/** One event in the list; the picture box has a fixed shape, so nothing moves while it loads. */
export function EventCard({ event, isAdmin, leading, signup }: TEventCardProps) {
  const { t, i18n } = useTranslation('events');
  const name = eventNameIn(event, i18n.language);
  return (
    <li className="event-card">
      <div className="event-card__picture">
        {event.picture && (
          <picture>
            <source type="image/avif" srcSet={eventImageUrl(event.picture, 'smallAvif')} />
            <img
              src={eventImageUrl(event.picture, 'small')}
              alt=""
              width={640}
              height={360}
              loading={leading ? 'eager' : 'lazy'}
              fetchPriority={leading ? 'high' : 'low'}
              decoding="async"
            />
          </picture>
        )}
      </div>
      <div className="event-card__body">
        <h2 className="event-card__name">
          <Link to={`/events/${event.eventId}`}>
            <EventName event={event} />
          </Link>
        </h2>
        <EventNameLanguageNote event={event} />
        <EventWhenWhere event={event} hideLabels />
        {isAdmin && !event.published && <p className="event-badge">{t('list.unpublished')}</p>}
        {signup && <PlacesBadge signup={signup} />}
        <div className="event-card__actions">
          {isAdmin && (
            <>
              <Link className="event-action" to={`/events?edit=${event.eventId}`}>
                {t('list.edit')}
                <span className="visually-hidden"> {name}</span>
              </Link>
              <Link className="event-action" to={`/events/${event.eventId}`}>
                {t('list.notes')}
                <span className="visually-hidden"> {name}</span>
              </Link>
            </>
          )}
          {event.published && (
            <a
              className="event-action"
              href={`/api/events/${event.eventId}/calendar.ics?lang=${i18n.language}`}
              download={`event-${event.eventId}.ics`}
            >
              {t('calendar.add')}
              <span className="visually-hidden"> {name}</span>
            </a>
          )}
        </div>
      </div>
    </li>
  );
}
