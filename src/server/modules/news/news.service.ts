import type { TLanguage } from '../../../shared/languages.ts';
import {
  NEWS_LIMITS,
  type TNewsAdminAnswer,
  type TNewsAdminPost,
  type TNewsHome,
  type TNewsList,
  type TNewsPost,
  type TNewsPostValues,
  type TNewsSummary,
} from '../../../shared/news.schema.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TAppBasics } from '../../app-basics.ts';
import type { TNewsTextColumns } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { TAuditRepo } from '../audit/index.ts';
import { markdownToPlainText, renderMarkdown } from '../content/index.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { decodeDataUrl, processImage, type TImagesRepo, type TProcessedImage } from '../images/index.ts';
import { adminBanner, publicBanner } from './news-banner.service.ts';
import { liftHeadings, pickLanguage, slugFromTexts, WRITTEN_LANGUAGES } from './news-text.ts';
import type { TNewsRepo, TNewsRow, TStoredTexts } from './news.repo.ts';

/** Made once per app: the public answers' cache (cleared by every change), the clock and the feed's site. */
export type TNewsContext = TAppBasics & {
  cache: TTtlCache;
  repos: { news: TNewsRepo; images: TImagesRepo; audit: TAuditRepo };
};

export const postNotFound = () => new HttpError(404, 'not_found', 'There is no such news post.');

const pictureFile = (hash: string | null) => (hash ? `${hash}.webp` : null);

/** The visitor's words of a post (see pickLanguage), Tamil always being there. */
function textFor(row: TNewsRow, visitor: TLanguage): { language: TLanguage; text: TNewsTextColumns } {
  const language = pickLanguage(row.texts, visitor);
  const text = row.texts[language] ?? row.texts.ta;
  if (!text) throw new Error(`news post ${row.id} has no Tamil text`);
  return { language, text };
}

function summaryOf(row: TNewsRow, visitor: TLanguage): TNewsSummary {
  const { language, text } = textFor(row, visitor);
  return {
    slug: row.slug,
    title: text.title,
    summary: markdownToPlainText(text.body, 200),
    language,
    publishAt: row.publishAt.toISOString(),
    picture: pictureFile(row.pictureHash),
    pictureAlt: text.pictureAlt,
  };
}

export async function publicList(context: TNewsContext, visitor: TLanguage, page: number): Promise<TNewsList> {
  const repo = context.repos.news;
  const now = context.clock();
  const total = await repo.countVisible(now);
  const pageCount = Math.max(1, Math.ceil(total / NEWS_LIMITS.pageSize));
  const rows = await repo.listVisible(now, NEWS_LIMITS.pageSize, (page - 1) * NEWS_LIMITS.pageSize);
  return { posts: rows.map((row) => summaryOf(row, visitor)), page, pageCount };
}

export async function latestPosts(context: TNewsContext, visitor: TLanguage, limit: number): Promise<TNewsSummary[]> {
  const rows = await context.repos.news.listVisible(context.clock(), limit, 0);
  return rows.map((row) => summaryOf(row, visitor));
}

/** The home page shows this many of the latest posts. */
export const HOME_POST_COUNT = 3;

/** GET /api/news/home: the latest posts and the upcoming-event banner (null when none shows). */
export async function publicHome(context: TNewsContext, visitor: TLanguage): Promise<TNewsHome> {
  return {
    latest: await latestPosts(context, visitor, HOME_POST_COUNT),
    banner: await publicBanner(context, visitor),
  };
}

/** A visible post, or null: a draft, a scheduled post and a made-up slug look the same. */
export async function publicPost(context: TNewsContext, visitor: TLanguage, slug: string): Promise<TNewsPost | null> {
  const row = await context.repos.news.findVisibleBySlug(slug, context.clock());
  if (!row) return null;
  const { text } = textFor(row, visitor);
  return {
    ...summaryOf(row, visitor),
    bodyHtml: text.bodyHtml,
    updatedAt: row.updatedAt.toISOString(),
    eventId: row.eventId,
  };
}

/** Visible posts with every written language, for the feed. */
export async function feedRows(context: TNewsContext, limit: number): Promise<TNewsRow[]> {
  return context.repos.news.listVisible(context.clock(), limit, 0);
}

function adminPost(row: TNewsRow): TNewsAdminPost {
  const strip = (text: TNewsTextColumns | undefined) =>
    text && { title: text.title, body: text.body, pictureAlt: text.pictureAlt };
  const ta = strip(row.texts.ta);
  if (!ta) throw new Error(`news post ${row.id} has no Tamil text`);
  const author = row.authorFirstName === null ? null : `${row.authorFirstName} ${row.authorLastName ?? ''}`.trim();
  return {
    id: row.id,
    slug: row.slug,
    texts: {
      ta,
      ...(row.texts.en ? { en: strip(row.texts.en) } : {}),
      ...(row.texts.sv ? { sv: strip(row.texts.sv) } : {}),
    },
    picture: pictureFile(row.pictureHash),
    publishAt: row.publishAt.toISOString(),
    draft: row.draft,
    eventId: row.eventId,
    author,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function adminNews(context: TNewsContext): Promise<TNewsAdminAnswer> {
  const rows = await context.repos.news.listAll();
  return { posts: rows.map(adminPost), banner: await adminBanner(context) };
}

/** The written languages only, each body rendered once here rather than on every visit. */
function storedTexts(texts: TNewsPostValues['texts']): TStoredTexts {
  const stored: TStoredTexts = {};
  for (const language of WRITTEN_LANGUAGES) {
    const text = texts[language];
    if (!text || (language !== 'ta' && !text.title && !text.body)) continue;
    stored[language] = { ...text, bodyHtml: liftHeadings(renderMarkdown(text.body)) };
  }
  return stored;
}

/** The post's slug: the one given (which must be free), else one made from its title and made unique. */
async function slugFor(context: TNewsContext, values: TNewsPostValues, exceptId: number | null, tx: TExecutor) {
  const repo = context.repos.news;
  if (values.slug) {
    if (await repo.slugTaken(values.slug, exceptId, tx)) {
      throw new HttpError(409, 'slug_taken', 'Another news post has this address already.');
    }
    return values.slug;
  }
  const base = slugFromTexts(values.texts, `news-${values.publishAt.slice(0, 10)}`);
  for (let attempt = 1; attempt < 100; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    if (!(await repo.slugTaken(slug, exceptId, tx))) return slug;
  }
  throw new HttpError(409, 'slug_taken', 'Give the news post an address of its own.');
}

/** The picture decoded and re-encoded before the transaction: that takes a while and needs no database. */
async function preparePicture(picture: string | null | undefined): Promise<TProcessedImage | null | undefined> {
  if (picture === undefined || picture === null) return picture;
  return processImage(decodeDataUrl(picture));
}

type TSaveOutcome = { id: number };

async function savePost(
  context: TNewsContext,
  actorId: number,
  values: TNewsPostValues,
  existingId: number | null,
): Promise<TSaveOutcome> {
  const image = await preparePicture(values.picture);
  const { news: repo, images, audit } = context.repos;
  const outcome = await context.db.transaction(async (tx) => {
    const existing = existingId === null ? undefined : await repo.findById(existingId, tx);
    if (existingId !== null && !existing) throw postNotFound();
    if (values.eventId !== null && !(await repo.eventExists(values.eventId, tx))) {
      throw new HttpError(400, 'validation', 'There is no such event.');
    }
    const pictureId =
      image === undefined ? (existing?.pictureId ?? null) : image === null ? null : (await images.save(image, tx)).id;
    const row = {
      slug: await slugFor(context, values, existingId, tx),
      texts: storedTexts(values.texts),
      pictureId,
      publishAt: new Date(values.publishAt),
      draft: values.draft,
      eventId: values.eventId,
    };
    const id = existingId ?? (await repo.insert({ ...row, authorId: actorId }, tx));
    if (existingId !== null) await repo.update(existingId, row, tx);
    await audit.record(
      {
        actorId,
        action: existingId === null ? 'news.create' : 'news.update',
        target: `news:${id}`,
        details: {
          slug: row.slug,
          title: values.texts.ta.title,
          languages: Object.keys(row.texts),
          publishAt: values.publishAt,
          draft: values.draft,
          eventId: values.eventId,
          picture: image === undefined ? 'kept' : image === null ? 'removed' : image.hash,
        },
      },
      tx,
    );
    return { id };
  });
  // After the commit: a read in between would otherwise cache the old answer again.
  context.cache.invalidate();
  return outcome;
}

export async function createPost(context: TNewsContext, actorId: number, values: TNewsPostValues) {
  const { id } = await savePost(context, actorId, values, null);
  return adminPostById(context, id);
}

export async function updatePost(context: TNewsContext, actorId: number, id: number, values: TNewsPostValues) {
  await savePost(context, actorId, values, id);
  return adminPostById(context, id);
}

async function adminPostById(context: TNewsContext, id: number): Promise<TNewsAdminPost> {
  const row = await context.repos.news.findById(id);
  if (!row) throw postNotFound();
  return adminPost(row);
}

export async function deletePost(context: TNewsContext, actorId: number, id: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const row = await context.repos.news.findById(id, tx);
    if (!row || !(await context.repos.news.remove(id, tx))) throw postNotFound();
    await context.repos.audit.record(
      { actorId, action: 'news.delete', target: `news:${id}`, details: { slug: row.slug, title: row.texts.ta?.title } },
      tx,
    );
  });
  context.cache.invalidate();
}

/** What the reader will see of a body: the same renderer as the stored post. */
export function previewBody(body: string): { html: string } {
  return { html: liftHeadings(renderMarkdown(body)) };
}
