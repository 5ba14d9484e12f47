import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { accountTokens, type TAccountToken, type TAccountTokenKind } from '../../db/schema.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

export type { TAccountTokenKind };
export type TAccountTokensRepo = ReturnType<typeof createAccountTokensRepo>;

type TIssueInput = { userId: number; kind: TAccountTokenKind; ttlMs: number; payload?: string };
/** payload, when given, must match too: a sign-in code counts only with its browser's cookie. */
type TConsumeInput = { code: string; kind: TAccountTokenKind; userId?: number; payload?: string };

const usable = () => and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));

/** Single-use codes sent by mail; only their SHA-256 is stored. */
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

    /** issue for many people in one statement; the codes in the order given. */
    async issueMany(inputs: readonly TIssueInput[], tx: TExecutor = db): Promise<string[]> {
      if (inputs.length === 0) return [];
      const codes = inputs.map(() => newOpaqueToken());
      await tx.insert(accountTokens).values(
        inputs.map((input, index) => ({
          userId: input.userId,
          kind: input.kind,
          tokenHash: hashOpaqueToken(codes[index] ?? ''),
          payload: input.payload ?? null,
          expiresAt: sql`now() + ${input.ttlMs}::double precision * interval '1 millisecond'`,
        })),
      );
      return codes;
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
            input.payload === undefined ? undefined : eq(accountTokens.payload, input.payload),
            usable(),
          ),
        )
        .returning();
      return row;
    },

    /** A usable code of one of these kinds, left as it is (to see what it needs before using it up). */
    async peek(code: string, kinds: readonly TAccountTokenKind[], tx: TExecutor = db) {
      const [row] = await tx
        .select()
        .from(accountTokens)
        .where(
          and(eq(accountTokens.tokenHash, hashOpaqueToken(code)), inArray(accountTokens.kind, [...kinds]), usable()),
        )
        .limit(1);
      return row;
    },

    /** The user's newest usable code of this kind (the one the last mail carried). */
    async newestUsable(userId: number, kind: TAccountTokenKind, tx: TExecutor = db) {
      const [row] = await tx
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), usable()))
        .orderBy(desc(accountTokens.id))
        .limit(1);
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
