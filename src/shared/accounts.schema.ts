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

/*
 * What a mailed link would do, asked by its page before the button that does it (the pages never
 * act on opening, and show only what the server says the code is for, never the link's own text).
 */
export const ZActivationPreview = z.discriminatedUnion('state', [
  z.object({ state: z.literal('ready'), email: z.string(), hasSignupPassword: z.boolean() }),
  z.object({ state: z.enum(['alreadyOrExpired', 'notMember']) }),
]);
export type TActivationPreview = z.infer<typeof ZActivationPreview>;
export const ZEmailChangePreview = z.discriminatedUnion('state', [
  z.object({ state: z.literal('ready'), oldEmail: z.string().nullable(), newEmail: z.string() }),
  z.object({ state: z.enum(['sign_in_required', 'invalid']) }),
]);
export type TEmailChangePreview = z.infer<typeof ZEmailChangePreview>;
export const ZUndoPreview = z.discriminatedUnion('change', [
  z.object({ change: z.literal('email'), currentEmail: z.string().nullable(), restoredEmail: z.string() }),
  z.object({ change: z.literal('password'), email: z.string().nullable() }),
  // An external sign-in linked to the account: the undo removes the link.
  z.object({ change: z.literal('oidc_link'), email: z.string().nullable(), provider: z.string() }),
  // A dead link (used, older than 7 days, unknown): an answer, not an error, for the page to say so.
  z.object({ change: z.literal('none') }),
]);
export type TUndoPreview = z.infer<typeof ZUndoPreview>;
export const ZResetPreview = z.discriminatedUnion('state', [
  z.object({ state: z.literal('ready'), email: z.string().nullable() }),
  z.object({ state: z.literal('invalid') }),
]);
export type TResetPreview = z.infer<typeof ZResetPreview>;
export const ZUndoAnswer = z.object({ ok: z.literal(true) });
