import type { TDatabase } from './db/client.ts';
import { createTtlCache } from './http/ttl-cache.ts';
import { createAuditRepo } from './modules/audit/audit.repo.ts';
import { createBoardRepo } from './modules/board/board.repo.ts';
import type { TBoardContext } from './modules/board/board.service.ts';
import { createFinanceRepo } from './modules/finance/finance.repo.ts';
import type { TFinanceContext } from './modules/finance/finance.service.ts';
import { createImagesRepo } from './modules/images/images.repo.ts';

/** What buildApp hands over once: the database and the settings the modules' rules read. */
export type TModuleContextsInput = { db: TDatabase };

export type TModuleContexts = {
  board: TBoardContext;
  finance: TFinanceContext;
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
export function createModuleContexts({ db }: TModuleContextsInput): TModuleContexts {
  const audit = createAuditRepo(db);
  const images = createImagesRepo(db);
  return {
    board: { db, cache: createTtlCache(), repos: { board: createBoardRepo(db), images, audit } },
    finance: { db, cache: createTtlCache(), repos: { finance: createFinanceRepo(db), audit } },
  };
}
