import { and, eq, gt, isNotNull, isNull, lt, min, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { refreshTokens, type TRefreshToken } from '../../db/schema.ts';

export type TRefreshTokensRepo = ReturnType<typeof createRefreshTokensRepo>;

type TInsertInput = { userId: number; chainId: string; tokenHash: string; expiresAt: Date };

/** Refresh tokens by hash; a chain is one sign-in and every token rotated from it. */
export function createRefreshTokensRepo(db: TDatabase) {
  return {
    async insert(input: TInsertInput, tx: TExecutor = db): Promise<void> {
      await tx.insert(refreshTokens).values(input);
    },

    async findByHash(tokenHash: string, tx: TExecutor = db): Promise<TRefreshToken | undefined> {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Marks the token used if nobody did before: false means it was used (or revoked) already. */
    async claim(id: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    /** Whether a token made in the chain after this one has been used: the browser got the newer one. */
    async usedAfter(chainId: string, id: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.chainId, chainId), gt(refreshTokens.id, id), isNotNull(refreshTokens.usedAt)))
        .limit(1);
      return rows.length > 0;
    },

    /** When the chain's first token was made: the absolute end of the session counts from it. */
    async chainStartedAt(chainId: string, tx: TExecutor = db): Promise<Date | undefined> {
      const [row] = await tx
        .select({ startedAt: min(refreshTokens.createdAt) })
        .from(refreshTokens)
        .where(eq(refreshTokens.chainId, chainId));
      return row?.startedAt ? new Date(row.startedAt) : undefined;
    },

    async revokeChain(chainId: string, tx: TExecutor = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.chainId, chainId), isNull(refreshTokens.revokedAt)));
    },

    /** Every session of the user ends (a new password). */
    async revokeAllOfUser(userId: number, tx: TExecutor = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Housekeeping at sign-in: the user's tokens that expired long enough ago to matter to nobody. */
    async deleteExpiredOfUser(userId: number, tx: TExecutor = db): Promise<void> {
      await tx
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, sql`now() - interval '1 day'`)));
    },
  };
}
