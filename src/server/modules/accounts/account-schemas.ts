import { z } from 'zod';
import { PASSWORD_MAX, ZForgotPasswordForm } from '../../../shared/account-forms.schema.ts';
import { zBoundedString } from '../../../shared/validation/bounded-string.ts';
import { zFormRules, zRule } from '../../../shared/validation/zod-rules.ts';
import { COMMON_PASSWORD_ERROR, isCommonPassword } from './common-passwords.ts';

/** An e-mail as typed: trimmed and lower-cased; control characters (NUL above all) never match an address. */
export const ZEmailInput = zBoundedString(254, { tooLong: 'emailInvalid', notText: 'emailInvalid' })
  .trim()
  .toLowerCase()
  .min(1)
  .regex(/^\P{Cc}+$/u, 'must not contain control characters');

/** A code from a mailed link: never longer than the ones we make, so nothing large reaches the hash. */
export const ZCodeInput = z.string().min(1).max(200);

// The sign-up rules, shared with the web form: messages are the rule's error key.
const ZNewPassword = zRule(['mandatory', 'passwordStrength'], PASSWORD_MAX).refine(
  (password) => !isCommonPassword(password),
  { message: COMMON_PASSWORD_ERROR },
);

const passwordPair = zFormRules({ confirmpassword: ['mandatory', 'passwordMatch'] });

export const ZSignupBody = z
  .object({
    email: zRule(['mandatory', 'email'], 254).pipe(ZEmailInput),
    password: ZNewPassword,
    confirmpassword: zBoundedString(PASSWORD_MAX),
  })
  .superRefine(passwordPair);

export const ZResetBody = z
  .object({ token: ZCodeInput, password: ZNewPassword, confirmpassword: zBoundedString(PASSWORD_MAX) })
  .superRefine(passwordPair);

/** The activation link's own parameters: what the page asks about before its button. */
export const ZActivationLink = z.object({ email: ZEmailInput, code: ZCodeInput });

/**
 * The activation press: the password typed on the page. Without confirmpassword it must be the one
 * chosen at sign-up; with it, it is a new password chosen there (the sign-up's rules apply).
 */
export const ZActivateBody = z
  .object({
    email: ZEmailInput,
    code: ZCodeInput,
    password: z.string({ error: 'mandatory' }).min(1, 'mandatory').max(1024),
    confirmpassword: z.string().max(1024).optional(),
  })
  .superRefine((values, ctx) => {
    if (values.confirmpassword === undefined) return;
    const strength = ZNewPassword.safeParse(values.password);
    for (const issue of strength.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['password'] });
    }
    passwordPair(values, ctx);
  });
export const ZVerifyEmailBody = z.object({ code: ZCodeInput });
export const ZUndoChangeBody = z.object({ code: ZCodeInput });
export const ZResetLink = z.object({ token: ZCodeInput });
/** The forgotten-password form's own rules (its error keys), then the address as the server keeps it. */
export const ZForgotBody = z.object({ email: ZForgotPasswordForm.shape.email.pipe(ZEmailInput) });
