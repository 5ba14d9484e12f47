import type { TAccountsStore } from './accounts-store.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { signInAlertMail } from './security-notices.template.ts';

/**
 * Tells the owner of an account that failed sign-ins reached the hourly limit, in their language,
 * once per hour of failures (the dedupe key names the hour's start). Nothing for an address without
 * an account: there is nobody to tell.
 */
export async function alertOwnerOfFailedSignIns(
  store: TAccountsStore,
  context: TAccountLinkContext,
  failure: { email: string; failures: number; windowStartedAt: number },
) {
  const user = await store.repos.users.findByEmail(failure.email);
  if (!user?.email || !user.passwordHash || user.status === 'rejected') return;
  const language = toLanguage(user.language);
  const content = signInAlertMail(
    {
      failures: failure.failures,
      link: `${context.publicUrl}/memberlogin?view=forgotpassword`,
      associationName: context.associationName(language),
      shortName: context.shortName,
    },
    language,
  );
  await store.repos.outbox.enqueue({
    ...content,
    to: user.email,
    kind: 'sign-in-alert',
    dedupeKey: `sign-in-alert:${user.id}:${failure.windowStartedAt}`,
  });
}
