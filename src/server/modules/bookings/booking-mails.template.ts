import type { TAssociation } from '../../../shared/association.ts';
import { formatEventDate } from '../../../shared/events.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { mailSubject, renderMail, signOff, type TMailBlock } from '../../mail/mail-render.ts';
import type { TMailTemplate } from '../../mail/mail.types.ts';

/** Why the mail is sent: each is one step of a booking's life. */
export type TBookingMailKind =
  | 'confirm-link'
  | 'confirmed'
  | 'waiting'
  | 'moved'
  | 'cancelled'
  | 'reminder'
  | 'board-cancelled'
  | 'board-changed'
  | 'board-moved';

export type TBookingMailData = {
  association: TAssociation;
  kind: TBookingMailKind;
  /**
   * A member's own first name, for the greeting; empty for a visitor, whose name is what a stranger
   * typed: the association's mail never repeats it, and greets neutrally instead.
   */
  name: string;
  /** The event's name in a language the reader reads. */
  eventName: string;
  /** The event's first day, YYYY-MM-DD: each language writes it its own way. */
  eventDate: string;
  people: number;
  /** `150,00` when something is to be paid, else null. */
  amount: string | null;
  /** The event's page (members), or the visitor's confirm link for confirm-link. */
  link: string;
  /** A visitor's cancel link (confirmed and waiting mails). */
  cancelLink?: string;
};

type TWords = {
  subject: Record<TBookingMailKind, (event: string) => string>;
  body: Record<TBookingMailKind, (event: string, date: string, people: number) => string>;
  greeting: string;
  /** The greeting without a name. */
  neutralGreeting: string;
  amount: (amount: string) => string;
  linkLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  ics: string;
};

/** "för 1 person", "för 4 personer": Swedish counts people with a singular for one. */
const svPeople = (people: number) => (people === 1 ? '1 person' : `${people} personer`);
const enPeople = (people: number) => (people === 1 ? '1 person' : `${people} people`);
/** Tamil says "for one person" with ஒருவருக்கான, not "1 பேருக்கான". */
const taFor = (people: number) => (people === 1 ? 'ஒருவருக்கான' : `${people} பேருக்கான`);

const SWEDISH_DATE = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The event's day as each language writes it: "17 januari 2026" in Swedish, 17/01/2026 otherwise. */
export function mailEventDate(isoDay: string, language: TLanguage): string {
  if (language !== 'sv' || !/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return formatEventDate(isoDay);
  return SWEDISH_DATE.format(new Date(`${isoDay}T00:00:00Z`));
}

const WORDS: Record<TLanguage, TWords> = {
  ta: {
    subject: {
      'confirm-link': (e) => `${e}: உங்கள் முன்பதிவை உறுதிசெய்யுங்கள்`,
      confirmed: (e) => `${e}: உங்கள் முன்பதிவு உறுதிசெய்யப்பட்டது`,
      waiting: (e) => `${e}: நீங்கள் காத்திருப்போர் பட்டியலில் உள்ளீர்கள்`,
      moved: (e) => `${e}: உங்களுக்கு இடம் கிடைத்தது`,
      cancelled: (e) => `${e}: உங்கள் முன்பதிவு ரத்து செய்யப்பட்டது`,
      reminder: (e) => `நினைவூட்டல்: நாளை ${e}`,
      'board-cancelled': (e) => `${e}: உங்கள் முன்பதிவு ரத்து செய்யப்பட்டது`,
      'board-changed': (e) => `${e}: உங்கள் முன்பதிவு மாற்றப்பட்டது`,
      'board-moved': (e) => `${e}: உங்கள் முன்பதிவு இந்த நிகழ்வுக்கு மாற்றப்பட்டது`,
    },
    body: {
      'confirm-link': (e, d, p) =>
        `${d} அன்று நடைபெறும் ${e} நிகழ்வுக்கு ${taFor(p)} முன்பதிவைப் பெற்றோம். கீழே உள்ள இணைப்பில் உறுதிசெய்யும் வரை இது கணக்கில் எடுக்கப்படாது. நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்.`,
      confirmed: (e, d, p) => `${d} அன்று நடைபெறும் ${e} நிகழ்வுக்கு ${taFor(p)} உங்கள் முன்பதிவு உறுதிசெய்யப்பட்டது.`,
      waiting: (e, d, p) =>
        `${d} அன்று நடைபெறும் ${e} நிகழ்வில் இடங்கள் நிரம்பிவிட்டன. ${taFor(p)} உங்கள் முன்பதிவு காத்திருப்போர் பட்டியலில் உள்ளது; இடம் கிடைத்தால் மின்னஞ்சல் அனுப்புவோம்.`,
      moved: (e, d, p) =>
        `நல்ல செய்தி: ${d} அன்று நடைபெறும் ${e} நிகழ்வில் இடம் கிடைத்தது. ${taFor(p)} உங்கள் முன்பதிவு இப்போது உறுதிசெய்யப்பட்டது.`,
      cancelled: (e, d) => `${d} அன்று நடைபெறும் ${e} நிகழ்வுக்கான உங்கள் முன்பதிவு ரத்து செய்யப்பட்டது.`,
      reminder: (e, d, p) =>
        `நாளை (${d}) ${e} நிகழ்வு. ${taFor(p)} உங்கள் முன்பதிவு உறுதியாக உள்ளது. உங்களைச் சந்திக்க ஆவலாக உள்ளோம்!`,
      'board-cancelled': (e, d) =>
        `${d} அன்று நடைபெறும் ${e} நிகழ்வுக்கான உங்கள் முன்பதிவை நிர்வாகக் குழு ரத்து செய்துள்ளது. கேள்விகள் இருந்தால் எங்களைத் தொடர்புகொள்ளுங்கள்.`,
      'board-changed': (e, d, p) =>
        `${d} அன்று நடைபெறும் ${e} நிகழ்வுக்கான உங்கள் முன்பதிவை நிர்வாகக் குழு மாற்றியுள்ளது: இப்போது ${p === 1 ? 'ஒருவர்' : `${p} பேர்`}.`,
      'board-moved': (e, d, p) =>
        `நிர்வாகக் குழு ${taFor(p)} உங்கள் முன்பதிவை ${d} அன்று நடைபெறும் ${e} நிகழ்வுக்கு மாற்றியுள்ளது.`,
    },
    greeting: 'அன்புள்ள',
    neutralGreeting: 'வணக்கம்,',
    amount: (a) => `செலுத்த வேண்டிய தொகை: ${a} kr (Swish, நிகழ்வுப் பக்கத்தில் உள்ள QR குறியீடு).`,
    linkLabel: 'நிகழ்வுப் பக்கம்',
    confirmLabel: 'முன்பதிவை உறுதிசெய்',
    cancelLabel: 'முன்பதிவை ரத்து செய்',
    ics: 'நிகழ்வை உங்கள் நாட்காட்டியில் சேர்க்க, இணைக்கப்பட்டுள்ள கோப்பைத் திறக்கவும்.',
  },
  en: {
    subject: {
      'confirm-link': (e) => `${e}: please confirm your booking`,
      confirmed: (e) => `${e}: your booking is confirmed`,
      waiting: (e) => `${e}: you are on the waiting list`,
      moved: (e) => `${e}: a place has opened for you`,
      cancelled: (e) => `${e}: your booking is cancelled`,
      reminder: (e) => `Reminder: ${e} is tomorrow`,
      'board-cancelled': (e) => `${e}: your booking is cancelled`,
      'board-changed': (e) => `${e}: your booking has been changed`,
      'board-moved': (e) => `${e}: your booking has been moved to this event`,
    },
    body: {
      'confirm-link': (e, d, p) =>
        `We received a booking for ${enPeople(p)} for ${e} on ${d}. It counts only once you confirm it with the link below. If you did not ask for it, please ignore this e-mail.`,
      confirmed: (e, d, p) => `Your booking for ${enPeople(p)} for ${e} on ${d} is confirmed.`,
      waiting: (e, d, p) =>
        `${e} on ${d} is full. Your booking for ${enPeople(p)} is on the waiting list; we will write to you if places open.`,
      moved: (e, d, p) =>
        `Good news: places have opened for ${e} on ${d}. Your booking for ${enPeople(p)} is now confirmed.`,
      cancelled: (e, d) => `Your booking for ${e} on ${d} is cancelled.`,
      reminder: (e, d, p) =>
        `${e} is tomorrow (${d}). Your booking for ${enPeople(p)} is confirmed. We look forward to seeing you!`,
      'board-cancelled': (e, d) =>
        `The board has cancelled your booking for ${e} on ${d}. Please contact us if you have questions.`,
      'board-changed': (e, d, p) =>
        `The board has changed your booking for ${e} on ${d}: it is now for ${enPeople(p)}.`,
      'board-moved': (e, d, p) => `The board has moved your booking for ${enPeople(p)} to ${e} on ${d}.`,
    },
    greeting: 'Dear',
    neutralGreeting: 'Hello,',
    amount: (a) => `Amount to pay: ${a} kr (Swish, with the QR code on the event page).`,
    linkLabel: 'The event page',
    confirmLabel: 'Confirm the booking',
    cancelLabel: 'Cancel the booking',
    ics: 'Open the attached file to add the event to your calendar.',
  },
  sv: {
    subject: {
      'confirm-link': (e) => `${e}: bekräfta din bokning`,
      confirmed: (e) => `${e}: din bokning är bekräftad`,
      waiting: (e) => `${e}: du står på väntelistan`,
      moved: (e) => `${e}: du har fått en plats`,
      cancelled: (e) => `${e}: din bokning är avbokad`,
      reminder: (e) => `Påminnelse: ${e} är i morgon`,
      'board-cancelled': (e) => `${e}: din bokning är avbokad`,
      'board-changed': (e) => `${e}: din bokning har ändrats`,
      'board-moved': (e) => `${e}: din bokning har flyttats hit`,
    },
    body: {
      'confirm-link': (e, d, p) =>
        `Vi har tagit emot en bokning för ${svPeople(p)} till ${e} den ${d}. Den räknas först när du bekräftar den med länken nedan. Om du inte har bett om den kan du bortse från det här mejlet.`,
      confirmed: (e, d, p) => `Din bokning för ${svPeople(p)} till ${e} den ${d} är bekräftad.`,
      waiting: (e, d, p) =>
        `${e} den ${d} är fullbokat. Din bokning för ${svPeople(p)} står på väntelistan; vi skriver till dig om platser blir lediga.`,
      moved: (e, d, p) =>
        `Goda nyheter: det finns plats på ${e} den ${d}. Din bokning för ${svPeople(p)} är nu bekräftad.`,
      cancelled: (e, d) => `Din bokning till ${e} den ${d} är avbokad.`,
      reminder: (e, d, p) => `${e} är i morgon (${d}). Din bokning för ${svPeople(p)} är bekräftad. Välkomna!`,
      'board-cancelled': (e, d) =>
        `Styrelsen har avbokat din bokning till ${e} den ${d}. Hör av dig till oss om du har frågor.`,
      'board-changed': (e, d, p) =>
        `Styrelsen har ändrat din bokning till ${e} den ${d}: den gäller nu ${svPeople(p)}.`,
      'board-moved': (e, d, p) => `Styrelsen har flyttat din bokning för ${svPeople(p)} till ${e} den ${d}.`,
    },
    greeting: 'Hej',
    neutralGreeting: 'Hej,',
    amount: (a) => `Att betala: ${a} kr (Swish, med QR-koden på evenemangets sida).`,
    linkLabel: 'Evenemangets sida',
    confirmLabel: 'Bekräfta bokningen',
    cancelLabel: 'Avboka',
    ics: 'Öppna den bifogade filen för att lägga in evenemanget i din kalender.',
  },
};

/** The mails of a booking's life, to the member who booked or to the visitor, in their language. */
export const bookingMail: TMailTemplate<TBookingMailData> = (data, language) => {
  const words = WORDS[language];
  const blocks: TMailBlock[] = [
    data.name.trim() === '' ? words.neutralGreeting : `${words.greeting} ${data.name},`,
    words.body[data.kind](data.eventName, mailEventDate(data.eventDate, language), data.people),
  ];
  const paying = ['confirmed', 'moved', 'reminder', 'board-changed', 'board-moved'].includes(data.kind);
  if (paying && data.amount) blocks.push(words.amount(data.amount));
  if (data.kind === 'confirmed' || data.kind === 'moved' || data.kind === 'board-moved') blocks.push(words.ics);
  blocks.push(
    data.kind === 'confirm-link'
      ? { link: data.link, label: words.confirmLabel }
      : { link: data.link, label: words.linkLabel },
  );
  if (data.cancelLink && data.kind !== 'cancelled' && data.kind !== 'board-cancelled')
    blocks.push({ link: data.cancelLink, label: words.cancelLabel });
  blocks.push(signOff(data.association.name, language));
  return renderMail(
    language,
    mailSubject(data.association.shortName, words.subject[data.kind](data.eventName)),
    blocks,
  );
};
