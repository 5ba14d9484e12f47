import { z } from 'zod';
import { PASSWORD_MAX } from './account-forms.schema.ts';
import { zRule } from './validation/zod-rules.ts';

/**
 * External sign-ins linked to a member's account: the member starts a link from My page, signs in
 * at the provider, and confirms on /linksignin with their password. Shared by the routes and pages.
 */

// A configured provider's name: checked for length first, then that it is a plain name.
const ZProviderName = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9_-]*$/);
const ZCode = z.string().min(1).max(200);

export const ZLinkedSignIn = z.object({
  provider: z.string(),
  displayName: z.string(),
  /** The address the provider reported when it was linked (shown, never used to sign in). */
  providerEmail: z.string().nullable(),
  linkedAt: z.iso.datetime({ offset: true }),
});
export const ZSignInLinks = z.object({
  linked: z.array(ZLinkedSignIn),
  /** The site's providers, each to link or unlink. */
  providers: z.array(z.object({ name: z.string(), displayName: z.string() })),
});
export type TSignInLinks = z.infer<typeof ZSignInLinks>;

export const ZStartSignInLinkBody = z.object({ provider: ZProviderName });
export const ZStartSignInLinkAnswer = z.object({ authorizePath: z.string() });
export const ZRemoveSignInLinkBody = z.object({ provider: ZProviderName });

export const ZSignInLinkCodeBody = z.object({ code: ZCode });
/** The press on /linksignin: the code of the return link and the member's current password. */
export const ZConfirmSignInLinkBody = z.object({
  code: ZCode,
  password: z.string({ error: 'mandatory' }).min(1, 'mandatory').max(PASSWORD_MAX),
});
export type TConfirmSignInLinkBody = z.infer<typeof ZConfirmSignInLinkBody>;
/** The form of /linksignin: the current password, checked by the rules the server applies. */
export const ZLinkSignInForm = z.object({ password: zRule(['mandatory'], PASSWORD_MAX) });

export const ZSignInLinkPreview = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ready'),
    displayName: z.string(),
    providerEmail: z.string().nullable(),
    accountEmail: z.string().nullable(),
  }),
  // Unknown, used, expired, or made for another account: nothing to show.
  z.object({ state: z.literal('invalid') }),
]);
export type TSignInLinkPreview = z.infer<typeof ZSignInLinkPreview>;
export const ZSignInLinkAnswer = z.object({ ok: z.literal(true) });
