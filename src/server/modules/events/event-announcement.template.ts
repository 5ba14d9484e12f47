import type { TAssociation } from '../../../shared/association.ts';
import { eventNameIn, formatEventDate } from '../../../shared/events.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { mailSubject, renderMail, signOff, type TMailBlock } from '../../mail/mail-render.ts';
import type { TMailTemplate } from '../../mail/mail.types.ts';

export type TEventAnnouncementData = {
  association: TAssociation;
  firstName: string;
  event: { name: string; nameTamil: string; startDate: string; endDate: string | null };
  /** PUBLIC_URL/events/<id> */
  eventUrl: string;
};

type TWords = {
  subject: (name: string) => string;
  greeting: string;
  intro: string;
  when: (dates: string) => string;
  details: string;
  open: string;
  why: string;
};

const WORDS: Record<TLanguage, TWords> = {
  ta: {
    subject: (name) => `புதிய நிகழ்வு: ${name}`,
    greeting: 'அன்புள்ள',
    intro: 'சங்கத்தின் புதிய நிகழ்வு ஒன்று வெளியிடப்பட்டுள்ளது:',
    when: (dates) => `நாள்: ${dates}`,
    details: 'நிகழ்வின் விவரங்களையும் குறிப்புகளையும் இணையதளத்தில் உள்நுழைந்து பார்க்கலாம்; அங்கே உங்கள் கருத்துகளையும் எழுதலாம்.',
    open: 'நிகழ்வைப் பார்',
    why: 'நீங்கள் சங்கத்தின் உறுப்பினர் என்பதால் இந்த மின்னஞ்சல் உங்களுக்கு அனுப்பப்பட்டது.',
  },
  en: {
    subject: (name) => `New event: ${name}`,
    greeting: 'Dear',
    intro: 'The association has published a new event:',
    when: (dates) => `When: ${dates}`,
    details: 'Sign in on the website to see the details and the board’s notes, and to leave your comments.',
    open: 'Open the event',
    why: 'You receive this e-mail because you are a member of the association.',
  },
  sv: {
    subject: (name) => `Nytt evenemang: ${name}`,
    greeting: 'Hej',
    intro: 'Föreningen har publicerat ett nytt evenemang:',
    when: (dates) => `När: ${dates}`,
    details: 'Logga in på webbplatsen för att se detaljerna och styrelsens anteckningar och för att lämna kommentarer.',
    open: 'Öppna evenemanget',
    why: 'Du får det här mejlet eftersom du är medlem i föreningen.',
  },
};

export function eventDates(event: { startDate: string; endDate: string | null }): string {
  const start = formatEventDate(event.startDate);
  return event.endDate && event.endDate !== event.startDate ? `${start} – ${formatEventDate(event.endDate)}` : start;
}

/** To each member who keeps announcements on, once per event, when the board publishes it. */
export const eventAnnouncementMail: TMailTemplate<TEventAnnouncementData> = (data, language) => {
  const words = WORDS[language];
  const name = eventNameIn(data.event, language);
  const blocks: TMailBlock[] = [
    `${words.greeting} ${data.firstName},`,
    words.intro,
    { list: [name, words.when(eventDates(data.event))] },
    words.details,
    { link: data.eventUrl, label: words.open },
    signOff(data.association.name, language),
    words.why,
  ];
  return renderMail(language, mailSubject(data.association.shortName, words.subject(name)), blocks);
};
