import { z } from 'zod';
import { zFormRules, zRule } from './validation/zod-rules.ts';

/*
 * The account forms, checked by the same rules the server applies to their bodies; each issue's
 * message is the rule's error key. The password pair is checked even when another field already
 * failed, so that every problem shows at once.
 */
const everyTime = { when: () => true };
const zEmailField = zRule(['mandatory', 'email']);
const zNewPasswordField = zRule(['mandatory', 'passwordStrength']);
const passwordPair = zFormRules({ confirmpassword: ['mandatory', 'passwordMatch'] });

export const ZLoginForm = z.object({ email: zEmailField, password: zRule(['mandatory']) });
export const ZSignupForm = z
  .object({ email: zEmailField, password: zNewPasswordField, confirmpassword: z.string() })
  .superRefine(passwordPair, everyTime);
export const ZForgotPasswordForm = z.object({ email: zEmailField });
export const ZResetPasswordForm = z
  .object({ password: zNewPasswordField, confirmpassword: z.string() })
  .superRefine(passwordPair, everyTime);
/** The activation page: the password chosen at sign-up, typed again by whoever opened the mail. */
export const ZActivateForm = z.object({ password: zRule(['mandatory']) });
/** …or a new password chosen on the activation page instead. */
export const ZActivateNewPasswordForm = ZResetPasswordForm;
