import { useTranslation } from 'react-i18next';
import { eventDescriptionIn, type TEventTitle } from '../../../shared/events.ts';
import { eventDates, eventTimes } from './event-dates.ts';

type TFacts = Pick<TEventTitle, 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'place'>;

/**
 * When and where, as labelled lines: the dates, the time when the event has one, the place when
 * told. `hideLabels` keeps the labels for screen readers only (the list's cards).
 */
export function EventWhenWhere({ event, hideLabels = false }: { event: TFacts; hideLabels?: boolean }) {
  const { t } = useTranslation('events');
  const times = eventTimes(event);
  const label = (text: string) =>
    hideLabels ? (
      <span className="visually-hidden">{text} </span>
    ) : (
      <>
        <span className="event-detail__label">{text}</span>{' '}
      </>
    );
  return (
    <div className="event-facts">
      <p className="event-facts__line">
        {label(t('list.when'))}
        {eventDates(event)}
      </p>
      {times && (
        <p className="event-facts__line">
          {label(t('list.time'))}
          {times}
        </p>
      )}
      {event.place && (
        <p className="event-facts__line">
          {label(t('list.place'))}
          {event.place}
        </p>
      )}
    </div>
  );
}

/**
 * The description the reader can read (Tamil for ta, English otherwise), marked with its language
 * when that is not the page's; paragraphs are separated by blank lines. Nothing when there is none.
 */
export function EventDescription({ event }: { event: Pick<TEventTitle, 'description' | 'descriptionTamil'> }) {
  const { i18n } = useTranslation('events');
  const shown = eventDescriptionIn(event, i18n.language);
  if (!shown.text) return null;
  const paragraphs = shown.text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="event-description" lang={shown.language === i18n.language ? undefined : shown.language}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
