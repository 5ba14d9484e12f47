// News the board writes and the home page's banner.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { events } from './events.ts';
import { users } from './members.ts';
import { images } from './images.ts';

// ---- News and the home page's banner ----------------------------------------------------------

/** A post's words in one language: the body is Markdown source, the HTML rendered from it once per change. */
export type TNewsTextColumns = { title: string; body: string; bodyHtml: string; pictureAlt: string };

/** News the board writes: Tamil always, English and Swedish when written (a visitor gets a fallback). */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    texts: jsonb('texts').$type<Partial<Record<TLanguage, TNewsTextColumns>>>().notNull(),
    pictureId: integer('picture_id').references(() => images.id, { onDelete: 'set null' }),
    /** Hidden from visitors until then, even when not a draft. */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    draft: boolean('draft').notNull().default(true),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_posts_publish_at_idx').on(table.publishAt)],
);

/** A banner's words in one language: its heading and one line under it. */
export type TBannerTextColumns = { title: string; text: string };

/**
 * The home page's upcoming-event banner: at most one (the unique slot). It links to a post, an
 * event or a path of this site, and shows while the time is before the start of endsOn in
 * Europe/Stockholm.
 */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').notNull().default('home').unique(),
    targetKind: text('target_kind').$type<'post' | 'event' | 'path'>().notNull(),
    postId: integer('post_id').references(() => newsPosts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    path: text('path'),
    texts: jsonb('texts').$type<Partial<Record<TLanguage, TBannerTextColumns>>>().notNull(),
    endsOn: date('ends_on').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [
    check('home_banners_target_kind_valid', oneOf('target_kind', ['post', 'event', 'path'])),
    check(
      'home_banners_target_present',
      sql`(target_kind = 'post' and post_id is not null) or (target_kind = 'event' and event_id is not null) or (target_kind = 'path' and path is not null)`,
    ),
  ],
);

export type TNewsPost = typeof newsPosts.$inferSelect;
export type THomeBanner = typeof homeBanners.$inferSelect;
