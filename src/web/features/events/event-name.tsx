import { useTranslation } from 'react-i18next';
import { readableEventName, type TEventSummary } from '../../../shared/events.ts';

type TNamed = Pick<TEventSummary, 'name' | 'nameTamil'>;

/**
 * An event's name as the reader can read it, marked with its own language (so a screen reader
 * reads English as English on a Swedish page).
 */
export function EventName({ event }: { event: TNamed }) {
  const { i18n } = useTranslation('events');
  const shown = readableEventName(event, i18n.language);
  return shown.language === i18n.language ? shown.name : <span lang={shown.language}>{shown.name}</span>;
}

/**
 * A small note under the name when it is not in the reader's language: only the English name can
 * stand in for another ("The name is in English").
 */
export function EventNameLanguageNote({ event }: { event: TNamed }) {
  const { t, i18n } = useTranslation('events');
  const shown = readableEventName(event, i18n.language);
  if (shown.language === i18n.language) return null;
  return <p className="event-name-note">{t('nameShownIn.en')}</p>;
}
