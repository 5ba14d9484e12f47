// Sign-in: single-use codes and refresh tokens.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './members.ts';

/**
 * Kinds of single-use code: activation, password_reset and email_verification (a change the owner
 * asked for, confirmed by the owner signed in) are mailed; change_undo goes to the old address after
 * a change of sign-in e-mail or password and puts it back for 7 days; sign_in_code ends an external
 * sign-in in the browser that started it; oidc_link waits for the owner to link an external sign-in.
 * (email_change_request, a change asked by someone else, is no longer made: rows of it never count.)
 */
export const ACCOUNT_TOKEN_KINDS = [
  'activation',
  'password_reset',
  'email_verification',
  'change_undo',
  'sign_in_code',
  'oidc_link',
] as const;
export type TAccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/** Single-use codes: account activation, password reset, e-mail changes, the end of an external sign-in. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TAccountTokenKind>().notNull(),
    /** SHA-256 of the code; the code itself exists only in the mail (or the sign-in return link). */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * What the code stands for: the new address (e-mail changes), the pending password's hash
     * (activation), the hash of the browser's state cookie (external sign-in), what an undo restores.
     */
    payload: text('payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_user_kind_idx').on(table.userId, table.kind)],
);

/** Refresh tokens, stored hashed; a chain shares chain_id so a replayed token can revoke all of it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: text('chain_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_chain_idx').on(table.chainId), index('refresh_tokens_user_idx').on(table.userId)],
);

/**
 * External sign-ins a member linked to their account, signed in and with their password: a sign-in
 * through a provider counts only for the account its subject (`sub`, the provider's own id of the
 * person) is linked to, never by the address the provider reports. One account per identity.
 */
export const linkedSignIns = pgTable(
  'linked_sign_ins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider reported when it was linked: shown to the member, never matched. */
    providerEmail: text('provider_email'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('linked_sign_ins_provider_subject_idx').on(table.provider, table.subject),
    index('linked_sign_ins_user_idx').on(table.userId),
  ],
);

export type TAccountToken = typeof accountTokens.$inferSelect;
export type TLinkedSignIn = typeof linkedSignIns.$inferSelect;
export type TRefreshToken = typeof refreshTokens.$inferSelect;
