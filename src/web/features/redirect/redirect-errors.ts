/**
 * The errors the server's external sign-in sends to /redirect, each with its text in the catalog.
 * Whatever else an address carries is never shown: a link must not put words on the site.
 */
const KNOWN_ERRORS: ReadonlyMap<string, string> = new Map([
  ['Your registration request is not yet approved.', 'redirect.notApproved'],
  ['The sign-in did not complete. Please try again.', 'redirect.failed'],
  ['The sign-in service could not be reached. Please try again later.', 'redirect.providerDown'],
  [
    'This sign-in is not linked to an account yet. Sign in with your password, then link it on My page.',
    'redirect.notLinked',
  ],
  ['This sign-in is linked to another account already.', 'redirect.linkedElsewhere'],
]);

// The specification: an error that starts with this gets its long text.
const NOT_A_MEMBER = 'You are not a registered member.';

/** The accounts catalog key for the error of /redirect?error=: a known one's own, else a general one. */
export function redirectErrorKey(error: string): string {
  if (error.startsWith(NOT_A_MEMBER)) return 'redirect.notMember';
  return KNOWN_ERRORS.get(error) ?? 'redirect.failed';
}
