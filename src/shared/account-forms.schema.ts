import { z } from 'zod';
import { zBoundedString } from './validation/bounded-string.ts';
import { zFormRules, zRule } from './validation/zod-rules.ts';

/*
 * The account forms, checked by the same rules the server applies to their bodies; each issue's
 * message is the rule's error key. The password pair is checked even when another field already
 * failed, so that every problem shows at once.
 */
const everyTime = { when: () => true };
const EMAIL_MAX = 254;
/** Longer than any passphrase a person types; the server holds passwords to the same limit. */
export const PASSWORD_MAX = 1024;
const zConfirmation = zBoundedString(PASSWORD_MAX);
const zEmailField = zRule(['mandatory', 'email'], EMAIL_MAX);
const zNewPasswordField = zRule(['mandatory', 'passwordStrength'], PASSWORD_MAX);
const passwordPair = zFormRules({ confirmpassword: ['mandatory', 'passwordMatch'] });

export const ZLoginForm = z.object({ email: zEmailField, password: zRule(['mandatory'], PASSWORD_MAX) });
export const ZSignupForm = z
  .object({ email: zEmailField, password: zNewPasswordField, confirmpassword: zConfirmation })
  .superRefine(passwordPair, everyTime);
export const ZForgotPasswordForm = z.object({ email: zEmailField });
export const ZResetPasswordForm = z
  .object({ password: zNewPasswordField, confirmpassword: zConfirmation })
  .superRefine(passwordPair, everyTime);
/** The activation page: the password chosen at sign-up, typed again by whoever opened the mail. */
export const ZActivateForm = z.object({ password: zRule(['mandatory']) });
/** …or a new password chosen on the activation page instead. */
export const ZActivateNewPasswordForm = ZResetPasswordForm;
