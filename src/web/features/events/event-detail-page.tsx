import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  eventImageUrl,
  eventNameIn,
  isFullEventAnswer,
  type TEventDetailEntry,
  type TEventFullAnswer,
  type TEventTitle,
} from '../../../shared/events.ts';
import { eventSignupAddress } from '../../../shared/event-signup.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { useAssociation } from '../../lib/association.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { useFocusAfterNavigation } from '../../lib/navigation-focus.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { EventDescription, EventWhenWhere } from './event-facts.tsx';
import { EventMessages } from './event-messages.tsx';
import { MessageForm } from './message-form.tsx';
import { EventName, EventNameLanguageNote } from './event-name.tsx';
import { useEventDetail } from './api/get-event-detail.ts';
import { SignupArea } from './signup/signup-area.tsx';

/** The page's h1 stays the page's name; the event's name (in the reader's language) names the tab. */
function DetailTitle({ event }: { event: TEventTitle | null }) {
  const { t, i18n } = useTranslation('common');
  const association = useAssociation();
  const title = t('pages.eventDetail.title');
  const name = event ? eventNameIn(event, i18n.language) : title;
  const siteName = association.name[toLanguage(i18n.language)];
  const heading = useFocusAfterNavigation<HTMLHeadingElement>();
  useEffect(() => {
    document.title = `${name} | ${siteName}`;
  }, [name, siteName]);
  return (
    <h1 ref={heading} className="page-title" tabIndex={-1}>
      {title}
    </h1>
  );
}

function VisitorView({ event, id }: { event: TEventTitle; id: string }) {
  const { t } = useTranslation('events');
  return (
    <div className="event-detail">
      <h2 className="event-detail__name">
        <EventName event={event} />
      </h2>
      <EventNameLanguageNote event={event} />
      <EventWhenWhere event={event} />
      <EventDescription event={event} />
      <p className="event-detail__prompt">{t('detail.loginPrompt')}</p>
      <Link className="button-link" to={`/memberlogin?returnTo=${encodeURIComponent(`/events/${id}`)}`}>
        {t('detail.login')}
      </Link>
      {/* The one page for everyone knows no member: a member whose app is not there (yet) signs the
          family up, or sees its booking, on the sign-up's own page, rendered for their session. */}
      <p className="event-detail__member-signup">
        <Link to={eventSignupAddress(id)}>{t('bookings:form.memberSignup')}</Link>
      </p>
      <SignupArea id={id} />
    </div>
  );
}

function MemberView({ answer, id }: { answer: TEventFullAnswer; id: string }) {
  const { t, i18n } = useTranslation('events');
  const { user, isAdmin } = useSession();
  const { event, eventDetail } = answer;
  const name = eventNameIn(event, i18n.language);
  const notes = eventDetail.filter((entry) => entry.type === 'Notes');
  const comments = eventDetail.filter((entry) => entry.type === 'Comment');
  const canDelete = (entry: TEventDetailEntry) =>
    isAdmin || (entry.type === 'Comment' && user !== null && entry.userId === user.id);

  return (
    <>
      <article className="event-detail">
        <h2 className="event-detail__name">
          <EventName event={event} />
        </h2>
        <EventNameLanguageNote event={event} />
        {!event.published && <p className="event-badge">{t('list.unpublished')}</p>}
        {event.picture && (
          <img
            className="event-detail__picture"
            src={eventImageUrl(event.picture, 'small')}
            srcSet={`${eventImageUrl(event.picture, 'small')} 640w, ${eventImageUrl(event.picture)} 1920w`}
            sizes="(max-width: 44rem) 100vw, 44rem"
            width={640}
            height={360}
            alt={t('detail.pictureAlt', { name })}
          />
        )}
        <EventWhenWhere event={event} />
        <EventDescription event={event} />
        <div className="event-card__actions">
          {isAdmin && (
            <Link className="event-action" to={`/events?edit=${event.eventId}`}>
              {t('list.edit')}
            </Link>
          )}
          {event.published && (
            <a
              className="event-action"
              href={`/api/events/${event.eventId}/calendar.ics?lang=${i18n.language}`}
              download={`event-${event.eventId}.ics`}
            >
              {t('calendar.add')}
            </a>
          )}
        </div>
        <SignupArea id={id} member />
      </article>
      <EventMessages
        eventId={id}
        entries={notes}
        heading={t('detail.notes')}
        empty={t('detail.notesEmpty')}
        canDelete={canDelete}
      />
      {isAdmin && <MessageForm eventId={id} kind="addNotes" />}
      <EventMessages
        eventId={id}
        entries={comments}
        heading={t('detail.comments')}
        empty={t('detail.commentsEmpty')}
        canDelete={canDelete}
      />
      <MessageForm eventId={id} kind="addComments" />
    </>
  );
}

/**
 * /events/{id}. The server renders the visitor's view (the title and the sign-in prompt) with the
 * title in the HTML; once the browser knows a member is signed in, the full event replaces it.
 */
export default function EventDetailPage() {
  const { id = '' } = useParams();
  const { t, ready } = useTranslation('events');
  const { status } = useSession();
  const hydrated = useHydrated();
  const detail = useEventDetail(id);
  const answer = detail.data;
  // The server's visitor view stays until a member is known: a loading state between the two would
  // move the page under the reader for a visitor, who never becomes anything else.
  const visitor = !hydrated || status !== 'signedIn';

  let body;
  if (!ready || (answer === undefined && detail.isPending)) {
    body = <Loading />;
  } else if (!answer) {
    // No such event, or it could not be loaded: the page shows it empty.
    body = (
      <p className="events-empty">
        {t('detail.notFound')} <Link to="/events">{t('detail.backToList')}</Link>
      </p>
    );
  } else if (visitor || !isFullEventAnswer(answer)) {
    body = <VisitorView event={answer.event} id={id} />;
  } else {
    body = <MemberView answer={answer} id={id} />;
  }

  return (
    <section className="page event-detail-page">
      <DetailTitle event={answer ? answer.event : null} />
      {body}
    </section>
  );
}
