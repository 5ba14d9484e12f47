import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { TUserRole } from '../../../shared/member-values.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type TAccessTokenClaims = { userId: number; role: TUserRole };
export type TTokenService = ReturnType<typeof createTokenService>;

// Postgres serial ids are int4: a larger "sub" would make the user lookup itself fail.
const USER_ID = /^[1-9][0-9]{0,9}$/;
const MAX_USER_ID = 2_147_483_647;

/** Signs and checks access tokens: HS256 only, 15 minutes, { sub, role, iat, exp }. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Short-lived tokens for other purposes (the sign-in flow state) use their own key and audience,
  // so one can never pass for an access token or for one of another purpose.
  const purposeKey = (purpose: string) => createHmac('sha256', secret).update(`purpose:${purpose}`).digest();
  return {
    signAccessToken(user: { id: number; role: TUserRole }): Promise<string> {
      return new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },

    /** The claims of a valid token; null for anything else (tampered, expired, other algorithm). */
    async verifyAccessToken(token: string): Promise<TAccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const sub = payload.sub ?? '';
        if (!USER_ID.test(sub) || Number(sub) > MAX_USER_ID) return null;
        if (payload.role !== 'Member' && payload.role !== 'Admin') return null;
        return { userId: Number(sub), role: payload.role };
      } catch {
        // Whatever a client sends as a token is at worst "not logged in", never a server error.
        return null;
      }
    },

    signPurposeToken(purpose: string, claims: Record<string, string>, ttlSeconds: number): Promise<string> {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience(purpose)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(purposeKey(purpose));
    },

    /** The claims of a valid, unexpired token of this purpose; null for anything else. */
    async verifyPurposeToken(purpose: string, token: string): Promise<JWTPayload | null> {
      try {
        const { payload } = await jwtVerify(token, purposeKey(purpose), {
          algorithms: ['HS256'],
          audience: purpose,
          requiredClaims: ['exp', 'iat', 'aud'],
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}
