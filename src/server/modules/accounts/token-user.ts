import type { TDatabase } from '../../db/client.ts';
import type { TSessionCookieUserLoader, TTokenUserLoader } from '../../plugins/auth.ts';
import { refreshTokenInHeader, type TSessionService } from './session.service.ts';
import { isIssuedAfter, type TTokenService } from './tokens.ts';
import { createUsersRepo } from './users.repo.ts';

/**
 * The auth plugin's user loader: a valid access token of an existing, approved user, made after the
 * user's sessions were last ended (logout, new password, e-mail or role, rejection). The role is read
 * from the database on each request, never trusted from the token.
 */
export function createTokenUserLoader(db: TDatabase, tokens: TTokenService): TTokenUserLoader {
  const usersRepo = createUsersRepo(db);
  return async (token) => {
    const claims = await tokens.verifyAccessToken(token);
    if (!claims) return null;
    const user = await usersRepo.findById(claims.userId);
    if (!user || user.status !== 'approved' || !isIssuedAfter(claims.issuedAtMs, user.sessionsValidAfter)) return null;
    return { id: user.id, role: user.role };
  };
}

/**
 * Who a request's refresh cookie signs in, for a signed-in form sent without the app: checked as
 * the refresh route checks it (known, not revoked or used before, within its limits, the user
 * approved) and never rotated, so the app's next refresh in that browser still works.
 */
export function createSessionCookieUserLoader(sessions: TSessionService): TSessionCookieUserLoader {
  return async (cookieHeader) => {
    const presented = refreshTokenInHeader(cookieHeader);
    const session = presented === undefined ? null : await sessions.peek(presented);
    return session ? { id: session.userId, role: session.role } : null;
  };
}
