// What other modules may use of accounts; everything else in this folder is its own business.
export type { TAccountLinkContext } from './account-links.ts';
export type { TAccountTokensRepo } from './account-tokens.repo.ts';
export type { TRefreshTokensRepo } from './refresh-tokens.repo.ts';
export { accountLinkContext, invalidateActivation, requestEmailChange } from './account-links.ts';
export { verifyPassword } from './password.ts';
export { endAllSessions, refuseEarlierAccessTokens } from './session-revocation.ts';
export { createUsersRepo, type TUsersRepo } from './users.repo.ts';
export { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
export { boardRecipients, type TBoardRecipient } from './board-recipients.ts';
