import { and, count, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import {
  events,
  homeBanners,
  images,
  newsPosts,
  users,
  type TBannerTextColumns,
  type TNewsTextColumns,
} from '../../db/schema.ts';
import type { TLanguage } from '../../../shared/languages.ts';

export type TNewsRepo = ReturnType<typeof createNewsRepo>;

export type TStoredTexts = Partial<Record<TLanguage, TNewsTextColumns>>;

/** A post with its picture's hash (null without one) and its author's name. */
export type TNewsRow = {
  id: number;
  slug: string;
  texts: TStoredTexts;
  pictureId: number | null;
  pictureHash: string | null;
  publishAt: Date;
  draft: boolean;
  eventId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  updatedAt: Date;
};

export type TNewsValues = {
  slug: string;
  texts: TStoredTexts;
  pictureId: number | null;
  publishAt: Date;
  draft: boolean;
  eventId: number | null;
};

export type TBannerRow = {
  targetKind: 'post' | 'event' | 'path';
  postId: number | null;
  eventId: number | null;
  path: string | null;
  texts: Partial<Record<TLanguage, TBannerTextColumns>>;
  endsOn: string;
  /** The post's slug and whether visitors may see it (for kind post). */
  postSlug: string | null;
  postVisibleFrom: Date | null;
  postDraft: boolean | null;
  eventPublished: boolean | null;
};

export type TBannerValues = Pick<TBannerRow, 'targetKind' | 'postId' | 'eventId' | 'path' | 'texts' | 'endsOn'>;

const rowColumns = {
  id: newsPosts.id,
  slug: newsPosts.slug,
  texts: newsPosts.texts,
  pictureId: newsPosts.pictureId,
  pictureHash: images.hash,
  publishAt: newsPosts.publishAt,
  draft: newsPosts.draft,
  eventId: newsPosts.eventId,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  updatedAt: newsPosts.updatedAt,
};

/** What visitors may see at `now`: not a draft, and its publishing time has come. */
const visibleAt = (now: Date) => and(eq(newsPosts.draft, false), lte(newsPosts.publishAt, now));

/** Named queries on news posts and the home page's banner; newest first means by publishing time. */
export function createNewsRepo(db: TDatabase) {
  const selectRows = (tx: TExecutor) =>
    tx
      .select(rowColumns)
      .from(newsPosts)
      .leftJoin(images, eq(images.id, newsPosts.pictureId))
      .leftJoin(users, eq(users.id, newsPosts.authorId));

  return {
    async listVisible(now: Date, limit: number, offset: number, tx: TExecutor = db): Promise<TNewsRow[]> {
      return selectRows(tx)
        .where(visibleAt(now))
        .orderBy(desc(newsPosts.publishAt), desc(newsPosts.id))
        .limit(limit)
        .offset(offset);
    },

    async countVisible(now: Date, tx: TExecutor = db): Promise<number> {
      const [row] = await tx.select({ total: count() }).from(newsPosts).where(visibleAt(now));
      return row?.total ?? 0;
    },

    async findVisibleBySlug(slug: string, now: Date, tx: TExecutor = db): Promise<TNewsRow | undefined> {
      const [row] = await selectRows(tx).where(and(eq(newsPosts.slug, slug), visibleAt(now)));
      return row;
    },

    async listAll(tx: TExecutor = db): Promise<TNewsRow[]> {
      return selectRows(tx).orderBy(desc(newsPosts.publishAt), desc(newsPosts.id));
    },

    async findById(id: number, tx: TExecutor = db): Promise<TNewsRow | undefined> {
      const [row] = await selectRows(tx).where(eq(newsPosts.id, id));
      return row;
    },

    async slugTaken(slug: string, exceptId: number | null, tx: TExecutor = db): Promise<boolean> {
      const where =
        exceptId === null ? eq(newsPosts.slug, slug) : and(eq(newsPosts.slug, slug), ne(newsPosts.id, exceptId));
      const [row] = await tx.select({ id: newsPosts.id }).from(newsPosts).where(where).limit(1);
      return row !== undefined;
    },

    async insert(values: TNewsValues & { authorId: number }, tx: TExecutor = db): Promise<number> {
      const [row] = await tx.insert(newsPosts).values(values).returning({ id: newsPosts.id });
      if (!row) throw new Error('inserting a news post returned no row');
      return row.id;
    },

    async update(id: number, values: TNewsValues, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(newsPosts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(newsPosts.id, id))
        .returning({ id: newsPosts.id });
      return rows.length > 0;
    },

    async remove(id: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx.delete(newsPosts).where(eq(newsPosts.id, id)).returning({ id: newsPosts.id });
      return rows.length > 0;
    },

    async eventExists(id: number, tx: TExecutor = db): Promise<boolean> {
      const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id));
      return row !== undefined;
    },

    async findBanner(tx: TExecutor = db): Promise<TBannerRow | undefined> {
      const [row] = await tx
        .select({
          targetKind: homeBanners.targetKind,
          postId: homeBanners.postId,
          eventId: homeBanners.eventId,
          path: homeBanners.path,
          texts: homeBanners.texts,
          endsOn: homeBanners.endsOn,
          postSlug: newsPosts.slug,
          postVisibleFrom: newsPosts.publishAt,
          postDraft: newsPosts.draft,
          eventPublished: events.published,
        })
        .from(homeBanners)
        .leftJoin(newsPosts, eq(newsPosts.id, homeBanners.postId))
        .leftJoin(events, eq(events.id, homeBanners.eventId))
        .where(eq(homeBanners.slot, 'home'));
      return row;
    },

    /** The one banner, replaced whole. */
    async saveBanner(values: TBannerValues & { createdBy: number | null }, tx: TExecutor = db): Promise<void> {
      await tx
        .insert(homeBanners)
        .values({ ...values, slot: 'home' })
        .onConflictDoUpdate({ target: homeBanners.slot, set: { ...values, createdAt: sql`now()` } });
    },

    /** Only when there is none yet (the seed): two instances starting at once add it once. */
    async addBannerIfNone(values: TBannerValues, tx: TExecutor = db): Promise<void> {
      await tx
        .insert(homeBanners)
        .values({ ...values, slot: 'home' })
        .onConflictDoNothing({ target: homeBanners.slot });
    },

    async countPosts(tx: TExecutor = db): Promise<number> {
      return tx.$count(newsPosts);
    },

    async countBanners(tx: TExecutor = db): Promise<number> {
      return tx.$count(homeBanners);
    },

    async removeBanner(tx: TExecutor = db): Promise<boolean> {
      const rows = await tx.delete(homeBanners).where(eq(homeBanners.slot, 'home')).returning({ id: homeBanners.id });
      return rows.length > 0;
    },
  };
}
