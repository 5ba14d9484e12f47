import { SUPPORTED_LANGUAGES, type TLanguage } from './languages.ts';

/*
 * The home page's banner form as typed, and what ZBannerFields checks made from it: the board's form
 * does it in the browser, and its post without the app on the server, so both check the same thing.
 * A field's name is its dotted place in the form (`kind`, `texts.en.title`).
 */

/** The form's name when it is sent without the app (TFormPostState), and the query that names it. */
export const NEWS_BANNER_FORM = 'news-banner';

/** Where the form posts: the content section, which opens on the news tab that shows the form. */
export const NEWS_BANNER_ACTION = `/admindashboard/content?form=${NEWS_BANNER_FORM}`;

/** The value of the press field of the button that takes the banner down (sent without the app). */
export const TAKE_BANNER_DOWN = 'take-down';

/** The mark of the page the take-down without the app lands on (`?sent=news-banner-down`). */
export const NEWS_BANNER_DOWN = `${NEWS_BANNER_FORM}-down`;

export type TBannerKind = 'post' | 'event' | 'path';
export type TBannerTexts = Record<TLanguage, { title: string; text: string }>;
export type TBannerForm = {
  kind: TBannerKind;
  postId: string;
  eventId: string;
  path: string;
  texts: TBannerTexts;
  endsOn: string;
};

/**
 * The form's fields, by the names a post without the app sends. Written out, not made from the
 * languages: a list built by a call stays in every bundle that imports this file.
 */
export const BANNER_FORM_FIELDS = [
  'kind',
  'postId',
  'eventId',
  'path',
  'texts.ta.title',
  'texts.ta.text',
  'texts.en.title',
  'texts.en.text',
  'texts.sv.title',
  'texts.sv.text',
  'endsOn',
] as const satisfies readonly (`texts.${TLanguage}.${'title' | 'text'}` | keyof Omit<TBannerForm, 'texts'>)[];

/** What the schema checks: only the chosen kind of target, its id as a number. */
export function bannerOfForm({ kind, postId, eventId, path, texts, endsOn }: Readonly<TBannerForm>) {
  const target =
    kind === 'post'
      ? { kind, postId: Number(postId) }
      : kind === 'event'
        ? { kind, eventId: Number(eventId) }
        : { kind, path };
  return { target, texts, endsOn };
}

/** The form as a post without the app sent it (each field's text; a kind the form has no option for stays as sent, for the schema to refuse). */
export function bannerFormOfPost(values: Readonly<Record<string, string>>): TBannerForm {
  const text = (name: string) => values[name] ?? '';
  const texts = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      { title: text(`texts.${language}.title`), text: text(`texts.${language}.text`) },
    ]),
  ) as TBannerTexts;
  return {
    kind: text('kind') as TBannerKind,
    postId: text('postId'),
    eventId: text('eventId'),
    path: text('path'),
    texts,
    endsOn: text('endsOn'),
  };
}
