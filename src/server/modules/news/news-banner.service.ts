import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, type TLanguage } from '../../../shared/languages.ts';
import type { TBannerValues, TNewsAdminBanner, TNewsBanner } from '../../../shared/news.schema.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TBannerTextColumns } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { pickLanguage } from './news-text.ts';
import { createNewsRepo, type TBannerRow } from './news.repo.ts';
import type { TNewsContext } from './news.service.ts';
import { startOfStockholmDay } from './stockholm-day.ts';

function hrefOf(row: Pick<TBannerRow, 'targetKind' | 'postSlug' | 'eventId' | 'path'>): string {
  if (row.targetKind === 'post') return `/news/${row.postSlug ?? ''}`;
  if (row.targetKind === 'event') return `/events/${row.eventId ?? ''}`;
  return row.path ?? '/';
}

/** Shown while its last day has not begun, and while what it links to is there for visitors. */
function isShown(row: TBannerRow, now: Date): boolean {
  if (now.getTime() >= startOfStockholmDay(row.endsOn).getTime()) return false;
  if (row.targetKind === 'post') {
    return row.postDraft === false && row.postVisibleFrom !== null && row.postVisibleFrom <= now;
  }
  if (row.targetKind === 'event') return row.eventPublished === true;
  return true;
}

/** The banner a visitor sees now, in their language (with the same fallback as posts), or null. */
export async function publicBanner(context: TNewsContext, visitor: TLanguage): Promise<TNewsBanner | null> {
  const row = await context.repos.news.findBanner();
  if (!row || !isShown(row, context.clock())) return null;
  const language = pickLanguage(row.texts, visitor);
  const text = row.texts[language] ?? row.texts.ta;
  if (!text) return null;
  return { title: text.title, text: text.text, href: hrefOf(row), language };
}

export async function adminBanner(context: TNewsContext): Promise<TNewsAdminBanner | null> {
  const row = await context.repos.news.findBanner();
  const ta = row?.texts.ta;
  if (!row || !ta) return null;
  const target =
    row.targetKind === 'post' && row.postId !== null
      ? { kind: 'post' as const, postId: row.postId }
      : row.targetKind === 'event' && row.eventId !== null
        ? { kind: 'event' as const, eventId: row.eventId }
        : { kind: 'path' as const, path: row.path ?? '/' };
  return {
    target,
    texts: { ...row.texts, ta },
    endsOn: row.endsOn,
    href: hrefOf(row),
  };
}

function storedBannerTexts(texts: TBannerValues['texts']): Partial<Record<TLanguage, TBannerTextColumns>> {
  const stored: Partial<Record<TLanguage, TBannerTextColumns>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const text = texts[language];
    if (text && (language === 'ta' || text.title || text.text)) stored[language] = text;
  }
  return stored;
}

export async function setBanner(context: TNewsContext, actorId: number, values: TBannerValues) {
  const repo = context.repos.news;
  const { target } = values;
  await context.db.transaction(async (tx) => {
    if (target.kind === 'post' && !(await repo.findById(target.postId, tx))) {
      throw new HttpError(400, 'validation', 'There is no such news post.');
    }
    if (target.kind === 'event' && !(await repo.eventExists(target.eventId, tx))) {
      throw new HttpError(400, 'validation', 'There is no such event.');
    }
    await repo.saveBanner(
      {
        targetKind: target.kind,
        postId: target.kind === 'post' ? target.postId : null,
        eventId: target.kind === 'event' ? target.eventId : null,
        path: target.kind === 'path' ? target.path : null,
        texts: storedBannerTexts(values.texts),
        endsOn: values.endsOn,
        createdBy: actorId,
      },
      tx,
    );
    await context.repos.audit.record(
      { actorId, action: 'banner.set', target: 'banner:home', details: { ...values } },
      tx,
    );
  });
  context.cache.invalidate();
  return adminBanner(context);
}

export async function clearBanner(context: TNewsContext, actorId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const removed = await context.repos.news.removeBanner(tx);
    if (!removed) throw new HttpError(404, 'not_found', 'There is no banner.');
    await context.repos.audit.record({ actorId, action: 'banner.clear', target: 'banner:home' }, tx);
  });
  context.cache.invalidate();
}

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../locales');

async function catalogText(language: TLanguage, namespace: string, keys: string[]): Promise<string> {
  const catalog = JSON.parse(await readFile(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as unknown;
  let value: unknown = catalog;
  for (const key of keys)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
}

/** The Diwali Celebration 2024 banner ends when its last day begins: 10 November 2024 in Stockholm. */
export const DIWALI_BANNER_ENDS_ON = '2024-11-10';

/**
 * The first banner, on a database with no banner and no news yet: the Diwali 2024 one the site
 * always had, worded as the catalogs word it, linking to /diwali2024. A board that later clears
 * it and writes news never sees it come back.
 */
export async function seedDiwaliBanner(db: TDatabase): Promise<void> {
  const repo = createNewsRepo(db);
  if ((await repo.countBanners()) > 0 || (await repo.countPosts()) > 0) return;
  const texts: Partial<Record<TLanguage, TBannerTextColumns>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    texts[language] = {
      title: await catalogText(language, 'common', ['pages', 'diwali', 'title']),
      text: await catalogText(language, 'home', ['banner', 'when']),
    };
  }
  await repo.addBannerIfNone({
    targetKind: 'path',
    postId: null,
    eventId: null,
    path: '/diwali2024',
    texts,
    endsOn: DIWALI_BANNER_ENDS_ON,
  });
}
