import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

// Wherever a password is set (sign-up, reset, activation, change), judgePassword says whether it may be.
export { judgePassword, passwordRefusal, siteWordsOf } from './password-strength.ts';
export type { TPasswordContext, TPasswordProblem } from './password-strength.ts';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1). Algorithm is a const enum: 2 is Argon2id.
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no hash to check against, so the answer
 * time does not tell whether an e-mail address has an account. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
