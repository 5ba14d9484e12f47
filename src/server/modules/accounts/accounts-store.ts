import type { TDatabase } from '../../db/client.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TAccountTokensRepo } from './account-tokens.repo.ts';
import type { TLinkedSignInsRepo } from './linked-sign-ins.repo.ts';
import type { TRefreshTokensRepo } from './refresh-tokens.repo.ts';
import type { TUsersRepo } from './users.repo.ts';

export type TAccountsRepos = {
  users: TUsersRepo;
  accountTokens: TAccountTokensRepo;
  refreshTokens: TRefreshTokensRepo;
  outbox: TOutboxRepo;
  audit: TAuditRepo;
};

/**
 * What the accounts' services run on, made once per app (src/server/module-contexts.ts): the
 * database they open transactions on and the repositories. Other modules that change an account
 * (a profile's new address, the board's role change) hand over their own context with the same
 * repositories.
 */
export type TAccountsStore = { db: TDatabase; repos: TAccountsRepos };

/** Ending sessions needs only the users and their refresh chains. */
export type TSessionsStore = { repos: Pick<TAccountsRepos, 'users' | 'refreshTokens'> };

/** Signing in with an external provider and undoing a link also reach the linked sign-ins. */
export type TLinkedAccountsStore = {
  db: TDatabase;
  repos: TAccountsRepos & { linkedSignIns: TLinkedSignInsRepo };
};
