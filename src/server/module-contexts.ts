import type { TAssociation } from '../shared/association.ts';
import type { TDatabase } from './db/client.ts';
import { createTtlCache } from './http/ttl-cache.ts';
import { createAuditRepo } from './modules/audit/audit.repo.ts';
import { createBoardRepo } from './modules/board/board.repo.ts';
import type { TBoardContext } from './modules/board/board.service.ts';
import { createFinanceRepo } from './modules/finance/finance.repo.ts';
import type { TFinanceContext } from './modules/finance/finance.service.ts';
import { createImagesRepo } from './modules/images/images.repo.ts';
import { createNewsRepo } from './modules/news/news.repo.ts';
import type { TNewsContext } from './modules/news/news.service.ts';
import { createSliderRepo } from './modules/slider/slider.repo.ts';
import type { TSliderContext } from './modules/slider/slider.service.ts';

/** What buildApp hands over once: the database and the settings the modules' rules read. */
export type TModuleContextsInput = {
  db: TDatabase;
  /** The association's live details (site.store.ts): their fields read the current settings. */
  association: TAssociation;
  /** The time as the app reads it per request (financial year, fees, news schedules); tests pin it. */
  clock: () => Date;
  publicUrl: string;
};

export type TModuleContexts = {
  board: TBoardContext;
  finance: TFinanceContext;
  news: TNewsContext;
  slider: TSliderContext;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Each module's context: its repositories and shared state, made once per app (module-contexts.ts). */
    contexts: TModuleContexts;
  }
}

/**
 * Every repository is made here, once per app, and handed to the modules whose services use it;
 * a module's public and board routes share one context, so one cache serves both and every change
 * clears it at once. Route plugins read `app.contexts.<module>` and pass it to a service function.
 */
export function createModuleContexts({ db, association, clock, publicUrl }: TModuleContextsInput): TModuleContexts {
  const audit = createAuditRepo(db);
  const images = createImagesRepo(db);
  return {
    board: { db, cache: createTtlCache(), repos: { board: createBoardRepo(db), images, audit } },
    finance: { db, cache: createTtlCache(), repos: { finance: createFinanceRepo(db), audit } },
    news: {
      db,
      // News, the feed and the banner: entries live a few seconds at most, so a scheduled post
      // appears on time and another instance's change shows soon.
      cache: createTtlCache({ ttlMs: 5_000 }),
      clock,
      publicUrl,
      association,
      repos: { news: createNewsRepo(db), images, audit },
    },
    slider: { db, cache: createTtlCache(), repos: { slider: createSliderRepo(db), images, audit } },
  };
}
