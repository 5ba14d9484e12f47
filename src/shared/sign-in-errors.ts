/**
 * The texts external sign-in sends back to /redirect in its `error` parameter, which the page
 * shows as they are unless it knows them: the server writes them, the page says them in the
 * reader's language.
 */
export const NOT_A_MEMBER_ERROR = 'You are not a registered member.';
export const FLOW_FAILED_ERROR = 'The sign-in did not complete. Please try again.';
export const PROVIDER_DOWN_ERROR = 'The sign-in service could not be reached. Please try again later.';

export function notApprovedError(email: string): string {
  return `Your registration request with email ${email} not yet approved.`;
}

const NOT_APPROVED = /^Your registration request with email (.+) not yet approved\.$/;

/** The e-mail address of a not-yet-approved answer; null for any other text. */
export function notApprovedEmail(error: string): string | null {
  return NOT_APPROVED.exec(error)?.[1] ?? null;
}
