import { NEVER_BLOCK, type TAttemptCounters, type TAttemptRule } from '../../plugins/attempt-counters.ts';
import { hashedKey } from '../../plugins/rate-limit.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Failed password sign-ins, an hour at a time (docs/decisions/0006): an address is refused after
 * 30 failures, and an account from one address after 10. The account itself is never refused: its
 * failures from everywhere only make each next try wait longer (1 s doubling up to a minute), so a
 * stranger who knows the e-mail can slow its owner down but never keep them out.
 */
export const LOGIN_LIMITS = {
  windowMs: HOUR_MS,
  perAccount: 10,
  perAddress: 30,
  accountFreeFailures: 3,
  addressFreeFailures: 10,
  baseDelayMs: 1000,
  maxDelayMs: 60 * 1000,
} as const;

export type TSignInKeys = { account: string; address: string; pair: string };

/** Counter keys carry no e-mail address in clear (they may sit in a shared Redis). */
export function signInKeys(email: string, address: string): TSignInKeys {
  const account = hashedKey(email.trim().toLowerCase());
  return {
    account: `sign-in:account:${account}`,
    address: `sign-in:address:${address}`,
    pair: `sign-in:pair:${account}:${hashedKey(address)}`,
  };
}

export type TSignInStart =
  | { allowed: false; retryAfterMs: number }
  /** accountFailures counts this attempt; windowStartedAt is when the account's hour began. */
  | { allowed: true; accountFailures: number; windowStartedAt: number };

/** ipFactor multiplies the per-address numbers (RATE_LIMIT_IP_FACTOR: many people behind one address). */
export function createSignInThrottle(counters: TAttemptCounters, ipFactor: number, now = () => Date.now()) {
  const { windowMs, baseDelayMs, maxDelayMs } = LOGIN_LIMITS;
  // Blocks first, so a refusal names the longest wait.
  const rules = (keys: TSignInKeys): TAttemptRule[] => [
    // Only a block, and only for this account from this address: the owner elsewhere is not touched.
    { key: keys.pair, windowMs, blockAt: LOGIN_LIMITS.perAccount, freeFailures: NEVER_BLOCK, baseDelayMs, maxDelayMs },
    {
      key: keys.address,
      windowMs,
      blockAt: LOGIN_LIMITS.perAddress * ipFactor,
      freeFailures: LOGIN_LIMITS.addressFreeFailures * ipFactor,
      baseDelayMs,
      maxDelayMs,
    },
    {
      key: keys.account,
      windowMs,
      blockAt: NEVER_BLOCK,
      freeFailures: LOGIN_LIMITS.accountFreeFailures,
      baseDelayMs,
      maxDelayMs,
    },
  ];
  const ACCOUNT = 2;

  return {
    /** Before the password is checked: counts the attempt as a failure until it proves otherwise. */
    async start(keys: TSignInKeys): Promise<TSignInStart> {
      const verdict = await counters.begin(rules(keys), now());
      if (!verdict.allowed) return verdict;
      return {
        allowed: true,
        accountFailures: verdict.counts[ACCOUNT] ?? 0,
        windowStartedAt: verdict.windowStartedAt[ACCOUNT] ?? 0,
      };
    },

    /**
     * The password was right. The attempt stops counting; this address is trusted for this account
     * again. The account's other failures stay: they were someone's.
     */
    async succeeded(keys: TSignInKeys): Promise<void> {
      await counters.forgive([keys.account, keys.address]);
      await counters.clear([keys.pair]);
    },

    /** A new password through the mailed link: the account and this address start afresh. */
    async passwordReset(keys: TSignInKeys): Promise<void> {
      await counters.clear([keys.account, keys.pair]);
    },
  };
}

export type TSignInThrottle = ReturnType<typeof createSignInThrottle>;
