import type { TAccountLinkContext } from './account-links.ts';
import type { TAccountsStore } from './accounts-store.ts';
import type { TBackgroundTasks } from './background-tasks.ts';
import { requestPasswordReset, resetPassword, resetPasswordProblem } from './password-reset.service.ts';
import { siteWordsOf } from './password.ts';
import { signInKeys, type TSignInThrottle } from './sign-in-throttle.ts';

/*
 * What the forgotten-password and the new-password forms do once their schema holds, the same for
 * the JSON routes and the forms sent without the app.
 */

export type TPasswordResetFlow = {
  store: TAccountsStore;
  links: TAccountLinkContext;
  background: TBackgroundTasks;
  throttle: TSignInThrottle;
};

/** Mails the link after the answer: neither the answer nor its timing tells whether the address is known. */
export function askForResetLink({ store, links, background }: TPasswordResetFlow, email: string): void {
  background.run('password reset request', () => requestPasswordReset(store, links, email));
}

export type TResetOutcome =
  { kind: 'refused'; fields: Record<string, string> } | { kind: 'invalidLink' } | { kind: 'done' };

/** Sets the new password through the mailed link, unless the password is refused or the link is dead. */
export async function resetWithMailedLink(
  { store, links, throttle }: TPasswordResetFlow,
  { token, password }: { token: string; password: string },
  /** The caller's address as the limits count it. */
  address: string,
): Promise<TResetOutcome> {
  const problem = await resetPasswordProblem(store, token, password, siteWordsOf(links));
  if (problem) return { kind: 'refused', fields: { password: problem } };
  const reset = await resetPassword(store, links, token, password);
  if (!reset) return { kind: 'invalidLink' };
  // The mailed link proved the owner: failed sign-ins by others no longer slow them down.
  if (reset.email) await throttle.passwordReset(signInKeys(reset.email, address));
  return { kind: 'done' };
}
