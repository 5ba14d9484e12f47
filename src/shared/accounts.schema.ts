import { z } from 'zod';

/** The answers of the sign-in, sign-up and password routes. */

export const ZAccessTokenAnswer = z.object({ accessToken: z.string() });
/** A refresh without a session answers 204 (no content). */
export const ZRefreshAnswer = ZAccessTokenAnswer.nullable();

export const ZSignInProvider = z.object({ name: z.string(), displayName: z.string(), authorizePath: z.string() });
export const ZSignInProviders = z.array(ZSignInProvider);
export type TSignInProvider = z.infer<typeof ZSignInProvider>;

/** Sign-up and activation answer one of a few fixed texts (plain text, not JSON). */
export const SIGNUP_ANSWER_TEXTS = ['AccountCreated.', 'User Already Exist.', 'Not a member.'] as const;
export const ZSignupAnswer = z.enum(SIGNUP_ANSWER_TEXTS);
export const ACTIVATE_ANSWER_TEXTS = [
  'AccountActivated.',
  'You account is activated already or the activation link Expired.',
  'Not a member.',
] as const;
export const ZActivateAnswer = z.enum(ACTIVATE_ANSWER_TEXTS);

export const ZVerifyEmailAnswer = z.object({ result: z.enum(['pass', 'fail', 'sign_in_required']) });
export const ZPasswordResetRequested = z.object({ message: z.string() });
