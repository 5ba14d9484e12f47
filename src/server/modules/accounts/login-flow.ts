import type { TAccountLinkContext } from './account-links.ts';
import type { TAccountsStore } from './accounts-store.ts';
import { checkLogin, type TLoginFailure } from './login.service.ts';
import type { TIssuedSession, TSessionService } from './session.service.ts';
import { alertOwnerOfFailedSignIns } from './sign-in-alert.ts';
import { LOGIN_LIMITS, signInKeys, type TSignInThrottle } from './sign-in-throttle.ts';

/*
 * What a sign-in with e-mail and password does once its schema holds, the same for the JSON route
 * (POST /api/auth/login) and the sign-in form sent without the app (POST /memberlogin).
 */

export type TLoginFlow = {
  store: TAccountsStore;
  links: TAccountLinkContext;
  throttle: TSignInThrottle;
  sessions: TSessionService;
};

export type TLoginOutcome =
  | { kind: 'tooMany'; retryAfterSeconds: number }
  | { kind: 'refused'; reason: TLoginFailure }
  | { kind: 'signedIn'; session: TIssuedSession };

/** Checks the password within the sign-in limits and starts a session; the caller sets the refresh cookie. */
export async function signInWithPassword(
  { store, links, throttle, sessions }: TLoginFlow,
  { email, password }: { email: string; password: string },
  /** The caller's address as the limits count it. */
  address: string,
): Promise<TLoginOutcome> {
  const keys = signInKeys(email, address);
  const attempt = await throttle.start(keys);
  if (!attempt.allowed) {
    return { kind: 'tooMany', retryAfterSeconds: Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)) };
  }
  const result = await checkLogin(store, email, password);
  if (!result.ok && result.reason === 'invalid_credentials') {
    if (attempt.accountFailures === LOGIN_LIMITS.perAccount) {
      const failures = attempt.accountFailures;
      await alertOwnerOfFailedSignIns(store, links, { email, failures, windowStartedAt: attempt.windowStartedAt });
    }
    return { kind: 'refused', reason: 'invalid_credentials' };
  }
  // The password was right: whatever the answer says next, the attempt was no guess.
  await throttle.succeeded(keys);
  if (!result.ok) return { kind: 'refused', reason: result.reason };
  const session = await sessions.start(result.user);
  // The password changed (or a session ended) while it was checked: it is the old one's sign-in.
  if (!session) return { kind: 'refused', reason: 'invalid_credentials' };
  return { kind: 'signedIn', session };
}

/** The error code each refusal answers with, in the JSON answer and on the page of a form sent without the app. */
export const LOGIN_FAILURE_CODES: Record<TLoginFailure, string> = {
  invalid_credentials: 'invalid_credentials',
  not_activated: 'not_verified',
  not_approved: 'not_approved',
  rejected: 'not_found',
};
