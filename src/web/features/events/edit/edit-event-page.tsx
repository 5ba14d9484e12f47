import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useEventList } from '../api/get-event-list.ts';
import { EventName } from '../event-name.tsx';
import { EventForm } from './event-form.tsx';
import { SignupFieldset } from './signup-fieldset.tsx';

/** /editevent/new and /editevent/{id}; the route's guard lets admins only in. */
export default function EditEventPage() {
  const { id } = useParams();
  const { t, ready } = useTranslation('events');
  const events = useEventList();
  const event = id ? events.data?.find((entry) => String(entry.eventId) === id) : undefined;

  let body;
  if (!ready || (id && !events.data && !events.isError)) {
    body = <Loading />;
  } else if (id && !event) {
    body = (
      <p className="events-empty">
        {t('detail.notFound')} <Link to="/events">{t('detail.backToList')}</Link>
      </p>
    );
  } else {
    body = (
      <>
        <h2 className="event-form__heading">{event ? <EventName event={event} /> : t('form.newEvent')}</h2>
        <EventForm key={id ?? 'new'} event={event} />
        <SignupFieldset key={`signup-${id ?? 'new'}`} event={event} />
      </>
    );
  }

  return (
    <section className="page event-edit-page">
      <PageTitle pageKey="editEvent" />
      {body}
    </section>
  );
}
