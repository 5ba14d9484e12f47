import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useEventList } from '../api/get-event-list.ts';
import { useSignupSettings } from '../api/get-signup-settings.ts';
import { EventName } from '../event-name.tsx';
import { EventForm } from './event-form.tsx';

/** /editevent/new and /editevent/{id}; the route's guard lets admins only in. */
export default function EditEventPage() {
  const { id } = useParams();
  const location = useLocation();
  const { t, ready } = useTranslation('events');
  const events = useEventList();
  const event = id ? events.data?.find((entry) => String(entry.eventId) === id) : undefined;
  // A new event's editor moves to the event's address once all is saved, and says so there.
  const justSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  // An existing event's form starts from its sign-up settings too.
  const settings = useSignupSettings(event ? event.eventId : null);
  const settingsPending = event !== undefined && !settings.data;

  const form = (
    <>
      <h2 className="event-form__heading">{event ? <EventName event={event} /> : t('form.newEvent')}</h2>
      <EventForm key={id ?? 'new'} event={event} settings={settings.data?.settings ?? null} justSaved={justSaved} />
    </>
  );

  let body;
  if (!ready || (id && !events.data && !events.isError) || (settingsPending && !settings.isError)) {
    body = <Loading />;
  } else if ((id && !event) || settingsPending) {
    body = (
      <p className="events-empty">
        {t('detail.notFound')} <Link to="/events">{t('detail.backToList')}</Link>
      </p>
    );
  } else {
    body = form;
  }

  return (
    <section className="page event-edit-page">
      <PageTitle pageKey="editEvent" />
      {body}
    </section>
  );
}
