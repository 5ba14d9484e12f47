import type { TDatabase } from '../../db/client.ts';
import { createOutboxRepo } from '../../mail/outbox.repo.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { signInAlertMail } from './security-notices.template.ts';
import { createUsersRepo } from './users.repo.ts';

/**
 * Tells the owner of an account that failed sign-ins reached the hourly limit, in their language,
 * once per hour of failures (the dedupe key names the hour's start). Nothing for an address without
 * an account: there is nobody to tell.
 */
export async function alertOwnerOfFailedSignIns(
  db: TDatabase,
  context: TAccountLinkContext,
  failure: { email: string; failures: number; windowStartedAt: number },
) {
  const user = await createUsersRepo(db).findByEmail(failure.email);
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
  await createOutboxRepo(db).enqueue({
    ...content,
    to: user.email,
    kind: 'sign-in-alert',
    dedupeKey: `sign-in-alert:${user.id}:${failure.windowStartedAt}`,
  });
}
