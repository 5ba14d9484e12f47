import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { TUserRole } from '../../../shared/member-values.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type TAccessTokenClaims = {
  userId: number;
  role: TUserRole;
  /** When the token was made, in milliseconds: compared with the user's sessionsValidAfter. */
  issuedAtMs: number;
};

/** Who a token is made for; a token must be newer than the user's sessionsValidAfter to count. */
export type TTokenSubject = { id: number; role: TUserRole; sessionsValidAfter?: Date | null };

// The registered "iat" claim counts whole seconds; this one says the millisecond.
const ISSUED_AT_MS = 'iat_ms';
export type TTokenService = ReturnType<typeof createTokenService>;

// Postgres serial ids are int4: a larger "sub" would make the user lookup itself fail.
const USER_ID = /^[1-9][0-9]{0,9}$/;
const MAX_USER_ID = 2_147_483_647;

/**
 * Whether a token made at issuedAtMs still counts for a user whose sessions are valid after
 * validAfter: strictly later, so a token made in the very millisecond of a logout does not survive it.
 */
export function isIssuedAfter(issuedAtMs: number, validAfter: Date | null | undefined): boolean {
  return !validAfter || issuedAtMs > validAfter.getTime();
}

/** Signs and checks access tokens: HS256 only, 15 minutes, { sub, role, iat, iat_ms, exp }. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Short-lived tokens for other purposes (the sign-in flow state) use their own key and audience,
  // so one can never pass for an access token or for one of another purpose.
  const purposeKey = (purpose: string) => createHmac('sha256', secret).update(`purpose:${purpose}`).digest();
  return {
    signAccessToken(user: TTokenSubject): Promise<string> {
      // A session started right after a revocation, in the same millisecond or on an instance whose
      // clock is a little behind, must still be newer than it.
      const validAfterMs = user.sessionsValidAfter?.getTime() ?? 0;
      const issuedAtMs = Math.max(Date.now(), validAfterMs + 1);
      const issuedAt = Math.floor(issuedAtMs / 1000);
      return new SignJWT({ role: user.role, [ISSUED_AT_MS]: issuedAtMs })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
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
        return { userId: Number(sub), role: payload.role, issuedAtMs: issuedAtMsOf(payload) };
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

/**
 * The token's millisecond issue time. A token without the claim (made before it existed) counts from
 * the start of its "iat" second, the earliest it can have been made, so it never outlives a revocation.
 */
function issuedAtMsOf(payload: JWTPayload): number {
  const precise = payload[ISSUED_AT_MS];
  const seconds = (payload.iat ?? 0) * 1000;
  // The precise time must lie within the signed "iat" second, or the token is treated as the second's start.
  if (typeof precise === 'number' && Number.isSafeInteger(precise) && precise >= seconds && precise < seconds + 1000) {
    return precise;
  }
  return seconds;
}
