import { z } from 'zod';
import { zBoundedString } from './validation/bounded-string.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/** The pages the board writes, by slug; each has a text per language. */
export const SITE_PAGE_SLUGS = ['home', 'about', 'privacy', 'diwali2024', 'election2024'] as const;
export type TSitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export function isSitePageSlug(value: unknown): value is TSitePageSlug {
  return typeof value === 'string' && (SITE_PAGE_SLUGS as readonly string[]).includes(value);
}

/** Long enough for the privacy policy several times over, short enough to render at once. */
export const SITE_PAGE_BODY_MAX = 50_000;

/** Text with lines and tabs, but no other control character (PostgreSQL refuses NUL) and no half of a UTF-16 pair. */
const WRITTEN_TEXT = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;

const ZBody = zBoundedString(SITE_PAGE_BODY_MAX, { tooLong: 'tooLong', notText: 'mandatory' })
  .regex(WRITTEN_TEXT, 'valueInvalid')
  .refine((value) => value.trim().length > 0, 'mandatory');

const ZCalendarDay = zBoundedString(20, { tooLong: 'date', notText: 'date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
  .refine((value) => {
    const day = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'date');

/** PUT /api/admin/site/pages/:slug/:language: the Markdown source and, for the privacy policy, its date. */
export const ZSitePageSave = z.object({ body: ZBody, effectiveDate: ZCalendarDay.nullable().optional() });
export type TSitePageSave = z.infer<typeof ZSitePageSave>;

/** POST /api/admin/pages/preview: the Markdown to render as the page would show it. */
export const ZSitePagePreview = z.object({
  body: zBoundedString(SITE_PAGE_BODY_MAX, { tooLong: 'tooLong', notText: 'mandatory' }).regex(
    WRITTEN_TEXT,
    'valueInvalid',
  ),
});
export const ZSitePagePreviewAnswer = z.object({ html: z.string() });

export const ZSiteLanguage = z.enum(SUPPORTED_LANGUAGES);

/** GET /api/content/pages/:slug/:language: the page rendered to safe HTML on the server. */
export const ZSitePage = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  language: ZSiteLanguage,
  html: z.string(),
  effectiveDate: z.string().nullable(),
});
export type TSitePage = z.infer<typeof ZSitePage>;

/** One earlier version of a page in the audit log: who saved it and when. */
export const ZSitePageVersion = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  createdAt: z.string(),
  effectiveDate: z.string().nullable(),
  body: z.string(),
});
export type TSitePageVersion = z.infer<typeof ZSitePageVersion>;

/** GET /api/admin/site/pages/:slug/:language: the source the board edits and its history, newest first. */
export const ZSitePageSource = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  language: ZSiteLanguage,
  body: z.string(),
  effectiveDate: z.string().nullable(),
  updatedAt: z.string(),
  versions: z.array(ZSitePageVersion),
});
export type TSitePageSource = z.infer<typeof ZSitePageSource>;
