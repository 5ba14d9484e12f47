import { z } from 'zod';
import { zBoundedString } from './validation/bounded-string.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/** Limits of what the board writes; a post's body is a page of text, not a book. */
export const NEWS_LIMITS = {
  title: 200,
  body: 20_000,
  alt: 300,
  slug: 80,
  bannerTitle: 120,
  bannerText: 300,
  path: 200,
  pageSize: 10,
  /** A picture as a data URL: base64 of at most 5 MB plus its prefix. */
  pictureDataUrl: 7 * 1024 * 1024,
} as const;

export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A site path the banner may link to: our own pages only, never another site or a script. */
const SITE_PATH = /^\/[a-z0-9][a-z0-9/_-]*$/;

/** Control characters other than tab and line breaks have no place in text shown on a page. */
const hasControlCharacters = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || code === 127;
  });
// A lone UTF-16 surrogate is no character: JSON-stored text (jsonb) refuses it, so it is refused here.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hasBrokenText = (text: string) => hasControlCharacters(text) || LONE_SURROGATE.test(text);
const hasLineBreak = (text: string) => /[\r\n\t]/.test(text);

const zLine = (max: number) =>
  zBoundedString(max)
    .trim()
    .refine((text) => !hasBrokenText(text) && !hasLineBreak(text), 'valueInvalid');

const zBody = zBoundedString(NEWS_LIMITS.body).refine((text) => !hasBrokenText(text), 'valueInvalid');

const isValidDay = (value: string) => {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A post's words in one language, as the form sends them (the alt text describes the picture). */
export const ZNewsTextFields = z.object({
  title: zLine(NEWS_LIMITS.title).default(''),
  body: zBody.default(''),
  pictureAlt: zLine(NEWS_LIMITS.alt).default(''),
});
export type TNewsTextFields = z.infer<typeof ZNewsTextFields>;

/**
 * The three languages of a post: Tamil needs a title and a body; English and Swedish are either
 * left empty (not written) or have both. Issue messages are validation catalog keys.
 */
export const ZNewsTexts = z
  .object({ ta: ZNewsTextFields, en: ZNewsTextFields.optional(), sv: ZNewsTextFields.optional() })
  .superRefine((texts, ctx) => {
    for (const language of SUPPORTED_LANGUAGES) {
      const text = texts[language];
      const written = language === 'ta' || Boolean(text && (text.title || text.body));
      if (!written) continue;
      if (!text?.title) ctx.addIssue({ code: 'custom', path: [language, 'title'], message: 'mandatory' });
      if (!text?.body.trim()) ctx.addIssue({ code: 'custom', path: [language, 'body'], message: 'mandatory' });
    }
  });
export type TNewsTexts = z.infer<typeof ZNewsTexts>;

const zRowId = z.number({ error: 'valueInvalid' }).int('valueInvalid').min(1, 'valueInvalid').max(2_147_483_647);

/** A post as POST/PUT /api/admin/news take it and the board's form checks it. */
export const ZNewsPostFields = z.object({
  /** Empty: made from the title. */
  slug: zBoundedString(NEWS_LIMITS.slug)
    .trim()
    .refine((slug) => slug === '' || NEWS_SLUG_PATTERN.test(slug), 'valueInvalid')
    .default(''),
  texts: ZNewsTexts,
  /** An instant with its offset (the form sends the Stockholm time it shows). */
  publishAt: z.iso.datetime({ offset: true, error: 'valueInvalid' }),
  draft: z.boolean({ error: 'valueInvalid' }),
  eventId: zRowId.nullable().default(null),
  /** A data URL replaces the picture, null removes it, absent keeps it. */
  picture: z.string({ error: 'valueInvalid' }).max(NEWS_LIMITS.pictureDataUrl, 'valueInvalid').nullable().optional(),
});
export type TNewsPostFields = z.input<typeof ZNewsPostFields>;
export type TNewsPostValues = z.infer<typeof ZNewsPostFields>;

/** POST /api/admin/news/preview: the body as the reader will see it. */
export const ZNewsPreviewRequest = z.object({ body: zBody });
export const ZNewsPreviewAnswer = z.object({ html: z.string() });

export const ZBannerTextFields = z.object({
  title: zLine(NEWS_LIMITS.bannerTitle).default(''),
  text: zLine(NEWS_LIMITS.bannerText).default(''),
});

export const ZBannerTarget = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('post'), postId: zRowId }),
    z.object({ kind: z.literal('event'), eventId: zRowId }),
    z.object({
      kind: z.literal('path'),
      path: zBoundedString(NEWS_LIMITS.path).regex(SITE_PATH, 'valueInvalid'),
    }),
  ],
  { error: 'valueInvalid' },
);
export type TBannerTarget = z.infer<typeof ZBannerTarget>;

/** PUT /api/admin/news/banner: what the banner links to, its words, and the day it no longer shows. */
export const ZBannerFields = z.object({
  target: ZBannerTarget,
  texts: z
    .object({ ta: ZBannerTextFields, en: ZBannerTextFields.optional(), sv: ZBannerTextFields.optional() })
    .superRefine((texts, ctx) => {
      for (const language of SUPPORTED_LANGUAGES) {
        const text = texts[language];
        if (language !== 'ta' && !(text && (text.title || text.text))) continue;
        if (!text?.title) ctx.addIssue({ code: 'custom', path: [language, 'title'], message: 'mandatory' });
      }
    }),
  /** Shown while the time is before the start of this day in Europe/Stockholm. */
  endsOn: zBoundedString(20, { notText: 'mandatory' }).refine(isValidDay, 'valueInvalid'),
});
export type TBannerFields = z.input<typeof ZBannerFields>;
export type TBannerValues = z.infer<typeof ZBannerFields>;

const ZLanguage = z.enum(SUPPORTED_LANGUAGES);

/** A post in a list: its words in the language the visitor gets (language says which). */
export const ZNewsSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  language: ZLanguage,
  publishAt: z.string(),
  /** `<hash>.webp` as served under /api/events/Image, or null. */
  picture: z.string().nullable(),
  pictureAlt: z.string(),
});
export type TNewsSummary = z.infer<typeof ZNewsSummary>;

export const ZNewsList = z.object({
  posts: z.array(ZNewsSummary),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type TNewsList = z.infer<typeof ZNewsList>;

export const ZNewsPost = ZNewsSummary.extend({
  bodyHtml: z.string(),
  updatedAt: z.string(),
  eventId: z.number().int().nullable(),
});
export type TNewsPost = z.infer<typeof ZNewsPost>;

export const ZNewsBanner = z.object({
  title: z.string(),
  text: z.string(),
  /** A path on this site. */
  href: z.string(),
  language: ZLanguage,
});
export type TNewsBanner = z.infer<typeof ZNewsBanner>;

/** GET /api/news/home: what the home page shows of the news, in one answer. */
export const ZNewsHome = z.object({ latest: z.array(ZNewsSummary), banner: ZNewsBanner.nullable() });
export type TNewsHome = z.infer<typeof ZNewsHome>;

const ZStoredText = z.object({ title: z.string(), body: z.string(), pictureAlt: z.string() });

export const ZNewsAdminPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  texts: z.object({ ta: ZStoredText, en: ZStoredText.optional(), sv: ZStoredText.optional() }),
  picture: z.string().nullable(),
  publishAt: z.string(),
  draft: z.boolean(),
  eventId: z.number().int().nullable(),
  author: z.string().nullable(),
  updatedAt: z.string(),
});
export type TNewsAdminPost = z.infer<typeof ZNewsAdminPost>;

const ZStoredBannerText = z.object({ title: z.string(), text: z.string() });

export const ZNewsAdminBanner = z.object({
  target: ZBannerTarget,
  texts: z.object({ ta: ZStoredBannerText, en: ZStoredBannerText.optional(), sv: ZStoredBannerText.optional() }),
  endsOn: z.string(),
  href: z.string(),
});
export type TNewsAdminBanner = z.infer<typeof ZNewsAdminBanner>;

/** PUT /api/admin/news/banner: the banner as it now stands, or null. */
export const ZNewsAdminBannerAnswer = ZNewsAdminBanner.nullable();

/** GET /api/admin/news: every post (drafts and scheduled ones too) and the banner. */
export const ZNewsAdminAnswer = z.object({ posts: z.array(ZNewsAdminPost), banner: ZNewsAdminBanner.nullable() });
export type TNewsAdminAnswer = z.infer<typeof ZNewsAdminAnswer>;
