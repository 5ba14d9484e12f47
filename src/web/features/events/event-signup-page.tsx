import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useEventDetail } from './api/get-event-detail.ts';
import { useMyBooking } from './api/get-my-booking.ts';
import { useSignupStatuses } from './api/get-signup-statuses.ts';
import { EventWhenWhere } from './event-facts.tsx';
import { EventName } from './event-name.tsx';
import { SignupArea } from './signup/signup-area.tsx';

/**
 * /events/{id}/signup: the family's sign-up to one event, on a page of its own that the server
 * renders for the member's session, so it works before (and without) the app: the event's page is
 * one page for everyone and shows a member's form only once the app knows who is reading.
 */
export default function EventSignupPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('bookings');
  const detail = useEventDetail(id);
  const signups = useSignupStatuses();
  const booking = useMyBooking(id, true);
  const event = detail.data?.event;
  const open = signups.data?.some((entry) => String(entry.eventId) === id);
  const booked = booking.data?.booking != null && booking.data.booking.status !== 'cancelled';

  let body;
  if (detail.isPending) body = <Loading />;
  else if (!event) {
    body = (
      <p className="events-empty">
        {t('events:detail.notFound')} <Link to="/events">{t('events:detail.backToList')}</Link>
      </p>
    );
  } else {
    body = (
      <article className="event-detail">
        <h2 className="event-detail__name">
          <EventName event={event} />
        </h2>
        <EventWhenWhere event={event} />
        {signups.data && !open && !booked && <p className="notice">{t('form.notOpen')}</p>}
        <SignupArea id={id} member />
        <p>
          <Link to={`/events/${encodeURIComponent(id)}`}>{t('form.backToEvent')}</Link>
        </p>
      </article>
    );
  }
  return (
    <section className="page event-detail-page">
      <PageTitle pageKey="eventSignup" />
      {body}
    </section>
  );
}
