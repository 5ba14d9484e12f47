import type { TDatabase } from '../../db/client.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TPagesService } from './pages.service.ts';
import type { TSiteRepo } from './site.repo.ts';
import type { TSiteStore } from './site.store.ts';

/** The association's live settings and the board's pages, made once per app. */
export type TSiteContext = {
  db: TDatabase;
  store: TSiteStore;
  pages: TPagesService;
  repos: { site: TSiteRepo; audit: TAuditRepo };
};
