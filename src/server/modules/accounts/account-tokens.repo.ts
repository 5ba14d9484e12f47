import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { accountTokens, type TAccountToken } from '../../db/schema.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

export type TAccountTokenKind = TAccountToken['kind'];
export type TAccountTokensRepo = ReturnType<typeof createAccountTokensRepo>;

type TIssueInput = { userId: number; kind: TAccountTokenKind; ttlMs: number; payload?: string };
type TConsumeInput = { code: string; kind: TAccountTokenKind; userId?: number };

/** Single-use codes sent by mail; only their SHA-256 is stored (DESIGN.md 5, Accounts). */
export function createAccountTokensRepo(db: TDatabase) {
  return {
    /** Stores a new code and returns it: the only moment it exists in clear. */
    async issue(input: TIssueInput, tx: TExecutor = db): Promise<string> {
      const code = newOpaqueToken();
      await tx.insert(accountTokens).values({
        userId: input.userId,
        kind: input.kind,
        tokenHash: hashOpaqueToken(code),
        payload: input.payload ?? null,
        expiresAt: sql`now() + ${input.ttlMs}::double precision * interval '1 millisecond'`,
      });
      return code;
    },

    /**
     * Uses up a code that is unused and unexpired, in one statement (two requests with the same code
     * cannot both win). Undefined for an unknown, used, expired or other-kind code.
     */
    async consume(input: TConsumeInput, tx: TExecutor = db): Promise<TAccountToken | undefined> {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.tokenHash, hashOpaqueToken(input.code)),
            eq(accountTokens.kind, input.kind),
            input.userId === undefined ? undefined : eq(accountTokens.userId, input.userId),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    /** Makes every outstanding code of this kind unusable (a newer one replaces them, or the need is gone). */
    async invalidateAll(userId: number, kind: TAccountTokenKind, tx: TExecutor = db): Promise<void> {
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
    },

    /** How many codes of this kind were made for the user within the last windowMs. */
    async countRecent(userId: number, kind: TAccountTokenKind, windowMs: number, tx: TExecutor = db) {
      const [row] = await tx
        .select({ value: count() })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.kind, kind),
            gt(accountTokens.createdAt, sql`now() - ${windowMs}::double precision * interval '1 millisecond'`),
          ),
        );
      return row?.value ?? 0;
    },
  };
}
