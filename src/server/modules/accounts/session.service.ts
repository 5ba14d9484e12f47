import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TExecutor } from '../../db/client.ts';
import type { TRefreshToken, TUser } from '../../db/schema.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import type { TAccountsStore } from './accounts-store.ts';
import { endAllSessions, refuseEarlierAccessTokens } from './session-revocation.ts';
import type { TTokenService, TTokenSubject } from './tokens.ts';

/** A refresh token unused this long ends the session; no session outlives the absolute limit. */
export const REFRESH_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const REFRESH_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A refresh token that comes back this soon after its use, while the token it was traded for has
 * never been used, is an answer the browser did not get (the page was reloaded or left, the network
 * dropped, two tabs asked at once), not a copy in other hands: it is traded again instead of ending
 * the session. Past this, or once the newer token was used, it is a replay.
 */
export const REFRESH_REUSE_LEEWAY_MS = 30_000;

export const REFRESH_COOKIE = 'refresh_token';
/**
 * The token calls and the member and board pages see the cookie: a page request says who is signed
 * in, so the server renders the page with its data (docs/decisions/0022).
 */
export const REFRESH_COOKIE_PATH = '/';
/** Where the cookie lived before pages read it: a browser's old copy there is removed when a new one is set. */
const OLD_REFRESH_COOKIE_PATH = '/api/auth';

// Secure even on http://127.0.0.1: browsers accept Secure cookies from localhost and loopback.
const COOKIE_BASE = { path: REFRESH_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict' } as const;
const OLD_COOKIE = { ...COOKIE_BASE, path: OLD_REFRESH_COOKIE_PATH };

export function setRefreshCookie(reply: FastifyReply, value: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  void reply.setCookie(REFRESH_COOKIE, value, { ...COOKIE_BASE, maxAge });
  void reply.clearCookie(REFRESH_COOKIE, OLD_COOKIE);
}

export function clearRefreshCookie(reply: FastifyReply) {
  void reply.clearCookie(REFRESH_COOKIE, COOKIE_BASE);
  void reply.clearCookie(REFRESH_COOKIE, OLD_COOKIE);
}

export function presentedRefreshToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  // A value we never issue (empty, oversized) is treated as a presented but invalid token.
  return value === undefined ? undefined : value.slice(0, 200);
}

/** The refresh token in a Cookie header, read without the cookie plugin (the pages do not parse cookies). */
export function refreshTokenInHeader(header: string | undefined): string | undefined {
  const match = /(?:^|;\s*)refresh_token=([^;]*)/.exec(header ?? '');
  return match?.[1] === undefined ? undefined : match[1].slice(0, 200);
}

export type TIssuedSession = { accessToken: string; refreshToken: string; refreshExpiresAt: Date };
export type TRotateResult =
  ({ ok: true } & TIssuedSession) | { ok: false; reason: 'unknown' | 'revoked' | 'replayed' | 'expired' | 'user_gone' };

/** Access tokens plus the refresh-token chain behind them: start, rotate, end. */
export function createSessionService(store: TAccountsStore, tokens: TTokenService) {
  const { db } = store;
  const { refreshTokens: refreshRepo, users: usersRepo } = store.repos;

  async function issueInChain(user: TTokenSubject, chainId: string, expiresAt: Date, tx: TExecutor) {
    const refreshToken = newOpaqueToken();
    await refreshRepo.insert({ userId: user.id, chainId, tokenHash: hashOpaqueToken(refreshToken), expiresAt }, tx);
    return { accessToken: await tokens.signAccessToken(user), refreshToken, refreshExpiresAt: expiresAt };
  }

  /** The chain ends, and with it the access tokens made from it (the user's, made before now). */
  async function endChain(chainId: string, userId: number, tx: TExecutor) {
    await refuseEarlierAccessTokens(store, [userId], tx);
    await refreshRepo.revokeChain(chainId, tx);
  }

  /** A used token back within the leeway, its successor never used: the browser never got the answer. */
  async function answerWasLost(row: TRefreshToken, now: number, tx: TExecutor) {
    if (!row.usedAt || now - new Date(row.usedAt).getTime() > REFRESH_REUSE_LEEWAY_MS) return false;
    return !(await refreshRepo.usedAfter(row.chainId, row.id, tx));
  }

  return {
    /**
     * A sign-in: a new chain, for the user as the sign-in's check read them. Null when a session of
     * theirs was ended since that read (a new password, a logout elsewhere, the board's decision):
     * the check was made on what no longer holds, and the person signs in again.
     */
    async start(checked: Pick<TUser, 'id' | 'sessionsValidAfter'>): Promise<TIssuedSession | null> {
      return db.transaction(async (tx) => {
        const user = await usersRepo.lockById(checked.id, tx);
        const endedSince = (user?.sessionsValidAfter?.getTime() ?? 0) > (checked.sessionsValidAfter?.getTime() ?? 0);
        if (!user || user.status !== 'approved' || endedSince) return null;
        await refreshRepo.deleteExpiredOfUser(user.id, tx);
        return issueInChain(user, randomUUID(), new Date(Date.now() + REFRESH_IDLE_MS), tx);
      });
    },

    /**
     * Trades a refresh token for a new pair. A token used before means someone kept a copy: the
     * whole chain is revoked, so neither the thief nor the owner can go on with it (unless its
     * answer was lost, REFRESH_REUSE_LEEWAY_MS). Runs holding the user's row, so a logout or a new
     * password either comes first (the token is refused) or after (it revokes the new token too).
     */
    async rotate(presented: string): Promise<TRotateResult> {
      const tokenHash = hashOpaqueToken(presented);
      const found = await refreshRepo.findByHash(tokenHash);
      if (!found) return { ok: false, reason: 'unknown' };
      return db.transaction(async (tx): Promise<TRotateResult> => {
        const user = await usersRepo.lockById(found.userId, tx);
        // Read again now that nothing else changes the user's sessions.
        const row = await refreshRepo.findByHash(tokenHash, tx);
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.revokedAt) return { ok: false, reason: 'revoked' };
        const now = Date.now();
        const claimed = !row.usedAt && (await refreshRepo.claim(row.id, tx));
        if (!claimed && !(await answerWasLost(row, now, tx))) {
          await endChain(row.chainId, row.userId, tx);
          return { ok: false, reason: 'replayed' };
        }
        const startedAt = (await refreshRepo.chainStartedAt(row.chainId, tx)) ?? row.createdAt;
        const absoluteEnd = new Date(startedAt).getTime() + REFRESH_ABSOLUTE_MS;
        if (new Date(row.expiresAt).getTime() <= now || absoluteEnd <= now) {
          await endChain(row.chainId, row.userId, tx);
          return { ok: false, reason: 'expired' };
        }
        if (!user || user.status !== 'approved') {
          await endChain(row.chainId, row.userId, tx);
          return { ok: false, reason: 'user_gone' };
        }
        const expiresAt = new Date(Math.min(now + REFRESH_IDLE_MS, absoluteEnd));
        return { ok: true, ...(await issueInChain(user, row.chainId, expiresAt, tx)) };
      });
    },

    /**
     * Who a refresh token signs in, for rendering a page: the same checks as rotate, but nothing is
     * written (a page request changes no state) and the token stays usable. A token used before,
     * revoked or expired is nobody here; rotate deals with it when the browser refreshes.
     */
    async peek(presented: string): Promise<{ userId: number; role: TUser['role'] } | null> {
      const row = await refreshRepo.findByHash(hashOpaqueToken(presented));
      if (!row || row.revokedAt || row.usedAt) return null;
      const now = Date.now();
      const startedAt = (await refreshRepo.chainStartedAt(row.chainId)) ?? row.createdAt;
      if (new Date(row.expiresAt).getTime() <= now || new Date(startedAt).getTime() + REFRESH_ABSOLUTE_MS <= now) {
        return null;
      }
      const user = await usersRepo.findById(row.userId);
      if (!user || user.status !== 'approved') return null;
      return { userId: user.id, role: user.role };
    },

    /** Logout: the presented token's chain ends, whatever state it is in, and its access tokens with it. */
    async end(presented: string): Promise<void> {
      const row = await refreshRepo.findByHash(hashOpaqueToken(presented));
      if (row) await db.transaction((tx) => endChain(row.chainId, row.userId, tx));
    },

    /** Logout everywhere: every chain of the user and every access token made before now. */
    endEverywhere: (userId: number) => db.transaction((tx) => endAllSessions(store, [userId], tx)),
  };
}

export type TSessionService = ReturnType<typeof createSessionService>;
