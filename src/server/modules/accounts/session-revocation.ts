import type { TExecutor } from '../../db/client.ts';
import type { TSessionsStore } from './accounts-store.ts';

/**
 * Access tokens are self-contained and live 15 minutes: they cannot be recalled one by one. Instead
 * each user has a "valid after" time, checked where a request loads its user; moving it to now
 * refuses every access token the user holds. A refresh chain that is still alive then gets a new one.
 * For a new role or e-mail, or the end of one session (logout, a replayed refresh token).
 */
export async function refuseEarlierAccessTokens(store: TSessionsStore, userIds: readonly number[], tx?: TExecutor) {
  await store.repos.users.refuseTokensIssuedBefore(userIds, new Date(), tx);
}

/** Every session of the user ends, everywhere: refresh chains revoked, access tokens refused. */
export async function endAllSessions(store: TSessionsStore, userIds: readonly number[], tx?: TExecutor) {
  for (const userId of userIds) await store.repos.refreshTokens.revokeAllOfUser(userId, tx);
  await refuseEarlierAccessTokens(store, userIds, tx);
}
