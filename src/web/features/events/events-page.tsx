import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { EventCard } from './event-card.tsx';
import { useEventList } from './api/get-event-list.ts';
import { useSignupStatuses } from './api/get-signup-statuses.ts';

/** Only an id made of digits selects an event to edit (the edit parameter). */
const EDIT_ID = /^\d{1,10}$/;

export default function EventsPage() {
  const { t, i18n, ready } = useTranslation('events');
  const { isAdmin } = useSession();
  const [searchParams] = useSearchParams();
  const events = useEventList();
  const signups = useSignupStatuses();
  const editId = searchParams.get('edit');

  // /events?edit=3 selects event 3 for editing: its editor is /editevent/3.
  if (isAdmin && editId && EDIT_ID.test(editId)) return <Navigate to={`/editevent/${editId}`} replace />;

  const list = events.data;
  return (
    <section className="page events-page">
      <PageTitle pageKey="events" />
      {!ready ? (
        <Loading />
      ) : (
        <>
          <div className="events-toolbar">
            {isAdmin && (
              <Link className="button-link" to="/editevent/new">
                {t('list.create')}
              </Link>
            )}
            <a className="event-action" href={`/api/events/calendar.ics?lang=${i18n.language}`} download="events.ics">
              {t('calendar.all')}
            </a>
          </div>
          {!list ? (
            !events.isError && <Loading />
          ) : list.length === 0 ? (
            <p className="events-empty">{t('list.empty')}</p>
          ) : (
            <ul className="event-list">
              {list.map((event, index) => (
                <EventCard
                  key={event.eventId}
                  event={event}
                  isAdmin={events.audience === 'admin'}
                  leading={index === 0}
                  signup={signups.data?.find((status) => status.eventId === event.eventId)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
