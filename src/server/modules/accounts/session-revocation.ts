import type { TExecutor } from '../../db/client.ts';
import type { TSessionsStore } from './accounts-store.ts';

/*
 * Every change to a user's sessions (a sign-in or a refresh making tokens, a logout or a new password
 * ending them, a new role or e-mail refusing older access tokens) takes the user's row first, in the
 * transaction that makes the change. So they happen one at a time: a revocation never misses a token
 * a refresh or sign-in is writing at that moment, and a refresh never makes a token from a session
 * ended meanwhile (docs/decisions/0032).
 */

/**
 * Access tokens are self-contained and live 15 minutes: they cannot be recalled one by one. Instead
 * each user has a "valid after" time, checked where a request loads its user; moving it to now
 * refuses every access token the user holds. A refresh chain that is still alive then gets a new one.
 * For a new role or e-mail, or the end of one session (logout, a replayed refresh token).
 */
export async function refuseEarlierAccessTokens(store: TSessionsStore, userIds: readonly number[], tx: TExecutor) {
  // The time is taken once the rows are held: a refresh that held one has finished, and the access
  // token it made is older than the new limit.
  await store.repos.users.lockAll(userIds, tx);
  await store.repos.users.refuseTokensIssuedBefore(userIds, new Date(), tx);
}

/** Every session of the user ends, everywhere: refresh chains revoked, access tokens refused. */
export async function endAllSessions(store: TSessionsStore, userIds: readonly number[], tx: TExecutor) {
  await refuseEarlierAccessTokens(store, userIds, tx);
  for (const userId of userIds) await store.repos.refreshTokens.revokeAllOfUser(userId, tx);
}
