/** Events as the API answers them; no zod here: the browser imports this. */

/** Notes and comments: at most this many characters (the API refuses longer ones). */
export const EVENT_MESSAGE_MAX = 2000;
export const EVENT_NAME_MAX = 200;
export const EVENT_PLACE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 4000;

/** Uploaded pictures: checked again by the server, whatever the browser says. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What an event is, when and where, as the board wrote it; dates are ISO days (YYYY-MM-DD). */
export type TEventFacts = {
  name: string;
  nameTamil: string;
  startDate: string;
  endDate: string | null;
  /** HH:MM in the association's time zone; null for an all-day event. */
  startTime: string | null;
  /** HH:MM (on the last day), only with a start time. */
  endTime: string | null;
  /** Where it happens; '' when not told. */
  place: string;
  /** Plain text, paragraphs by blank lines: English (read in en and sv) and Tamil; '' when not written. */
  description: string;
  descriptionTamil: string;
};

/** One event of GET /api/events/all; picture a file name or null. */
export type TEventSummary = TEventFacts & {
  eventId: number;
  year: number;
  picture: string | null;
  published: boolean;
};

/**
 * What a visitor learns of an event from GET /api/events/{id}: what it is, when and where (the
 * public list says as much); the notes and comments are the members'.
 */
export type TEventTitle = TEventFacts & { eventId: number };

/** The description a reader of `language` can read: Tamil for ta (English while there is none), English otherwise. */
export function eventDescriptionIn(
  event: Pick<TEventFacts, 'description' | 'descriptionTamil'>,
  language: string,
): { text: string; language: TEventNameLanguage } {
  if (language === 'ta' && event.descriptionTamil) return { text: event.descriptionTamil, language: 'ta' };
  if (event.description) return { text: event.description, language: 'en' };
  return { text: event.descriptionTamil, language: 'ta' };
}

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** HH:MM on a 24-hour clock (00:00 to 23:59). */
export function isClockTime(value: string): boolean {
  return HH_MM.test(value);
}

export type TEventDetailType = 'Notes' | 'Comment';

export type TEventDetailEntry = {
  id: number;
  type: TEventDetailType;
  message: string;
  /** The author's full name. */
  user: string;
  /** The author's id: the web app offers delete on the caller's own comments by it. */
  userId: number | null;
  createdTime: string;
};

export type TEventFullAnswer = { event: TEventSummary; eventDetail: TEventDetailEntry[] };
export type TEventVisitorAnswer = { event: TEventTitle };
export type TEventAnswer = TEventFullAnswer | TEventVisitorAnswer;

export function isFullEventAnswer(answer: TEventAnswer): answer is TEventFullAnswer {
  return 'eventDetail' in answer;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD that names a real day (no 30 February). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Events show their dates as DD/MM/YYYY. */
export function formatEventDate(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

/** The languages an event is named in: English (`name`) and Tamil (`nameTamil`); there is no Swedish name. */
export type TEventNameLanguage = 'en' | 'ta';

/**
 * The event's name a reader of `language` can read, and the language it is written in: the Tamil
 * name for ta, the English one for en and sv (and for ta while there is no Tamil name).
 */
export function readableEventName(
  event: Pick<TEventSummary, 'name' | 'nameTamil'>,
  language: string,
): { name: string; language: TEventNameLanguage } {
  return language === 'ta' && event.nameTamil
    ? { name: event.nameTamil, language: 'ta' }
    : { name: event.name, language: 'en' };
}

/** The event's name in the reader's language: Tamil for ta, English otherwise. */
export function eventNameIn(event: Pick<TEventSummary, 'name' | 'nameTamil'>, language: string): string {
  return readableEventName(event, language).name;
}

export const EVENT_IMAGE_PATH = '/api/events/Image';

const VERSION_SUFFIX = { large: '.webp', small: '-640.webp', smallAvif: '-640.avif' } as const;

/**
 * Where a picture is served: `<hash>.webp` is the large version (at most 1920 px wide),
 * `<hash>-640.webp` the 640 px one and `<hash>-640.avif` the same as AVIF. All are immutable: a new
 * picture has a new hash.
 */
export function eventImageUrl(picture: string, version: keyof typeof VERSION_SUFFIX = 'large'): string {
  const name = picture.replace(/\.webp$/, VERSION_SUFFIX[version]);
  return `${EVENT_IMAGE_PATH}/${encodeURIComponent(name)}`;
}
