import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../shared/languages.ts';
import type { TEventDetailEntry } from '../../../shared/events.ts';
import { Button } from '../../components/ui/button.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import { useDeleteEventMessage } from './api/delete-event-message.ts';

type TEventMessagesProps = {
  eventId: string;
  entries: TEventDetailEntry[];
  heading: string;
  empty: string;
  /** Whether the viewer may delete this entry (their own comment, or anything for an admin). */
  canDelete: (entry: TEventDetailEntry) => boolean;
};

function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Notes or comments of an event, oldest first; messages are plain text (React escapes them). */
export function EventMessages({ eventId, entries, heading, empty, canDelete }: TEventMessagesProps) {
  const { t, i18n } = useTranslation('events');
  const headingId = useId();
  const [toDelete, setToDelete] = useState<TEventDetailEntry | null>(null);
  const remove = useDeleteEventMessage(eventId);

  function confirmDelete() {
    if (!toDelete) return;
    // A failed delete is ignored: the entry simply stays.
    remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  }

  return (
    <section className="event-messages" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {entries.length === 0 ? (
        <p className="events-empty">{empty}</p>
      ) : (
        <ul className="event-messages__list">
          {entries.map((entry) => (
            <li key={entry.id} className={`event-message event-message--${entry.type.toLowerCase()}`}>
              <p className="event-message__meta">
                <span className="event-message__author">{entry.user}</span>{' '}
                <time dateTime={entry.createdTime}>{formatTime(entry.createdTime, i18n.language)}</time>
              </p>
              <p className="event-message__text">{entry.message}</p>
              {canDelete(entry) && (
                <Button variant="secondary" className="event-message__delete" onClick={() => setToDelete(entry)}>
                  {t('comment.delete')}
                  <span className="visually-hidden"> {t('comment.deleteWhose', { user: entry.user })}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Popup open={toDelete !== null} onClose={() => setToDelete(null)} title={t('comment.confirmTitle')}>
        <p>{t('comment.confirmText')}</p>
        <div className="event-confirm__buttons">
          <Button variant="danger" busy={remove.isPending} onClick={confirmDelete}>
            {t('comment.yes')}
          </Button>
          <Button variant="secondary" onClick={() => setToDelete(null)}>
            {t('comment.no')}
          </Button>
        </div>
      </Popup>
    </section>
  );
}
