import type { TAccountsStore } from './accounts-store.ts';
import type { TActivationPreview } from '../../../shared/accounts.schema.ts';
import { sendAccountLink, type TAccountLinkContext } from './account-links.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, judgePassword, siteWordsOf, verifyPassword, type TPasswordProblem } from './password.ts';

// The answers are plain text the pages show as they are: keep them exactly.
export const SIGNUP_ANSWERS = {
  created: 'AccountCreated.',
  exists: 'User Already Exist.',
  notMember: 'Not a member.',
} as const;

export const ACTIVATE_ANSWERS = {
  activated: 'AccountActivated.',
  alreadyOrExpired: 'You account is activated already or the activation link Expired.',
  notMember: 'Not a member.',
} as const;

export type TSignupAnswer = (typeof SIGNUP_ANSWERS)[keyof typeof SIGNUP_ANSWERS];
export type TSignupKind = keyof typeof SIGNUP_ANSWERS;
const SIGNUP_KINDS = Object.fromEntries(Object.entries(SIGNUP_ANSWERS).map(([kind, text]) => [text, kind])) as Record<
  TSignupAnswer,
  TSignupKind
>;
export type TActivateAnswer = (typeof ACTIVATE_ANSWERS)[keyof typeof ACTIVATE_ANSWERS];
export type TActivateKind = keyof typeof ACTIVATE_ANSWERS;
const ACTIVATE_KINDS = Object.fromEntries(
  Object.entries(ACTIVATE_ANSWERS).map(([kind, text]) => [text, kind]),
) as Record<TActivateAnswer, TActivateKind>;

/** Only an e-mail of a registered family member may sign up; a rejected registration is no member. */
function isMember(user: { status: string } | undefined): boolean {
  return Boolean(user && user.status !== 'rejected');
}

/** An account exists once a password was set through a proven e-mail address. */
function hasAccount(user: { passwordHash: string | null; activatedAt: Date | null }): boolean {
  return Boolean(user.passwordHash && user.activatedAt);
}

/**
 * Keeps the password with a new 24-hour single-use activation code and queues the mail with its
 * link, in one transaction. The password counts only once the person who opened the link typed it
 * on the activation page (or chose another there): until then a new sign-up replaces it, and only
 * the newest link works. So a stranger who signs up with a member's address gains nothing, and the
 * member who signs up after them is not told "User Already Exist.".
 */
export async function signUp(
  store: TAccountsStore,
  context: TAccountLinkContext,
  email: string,
  password: string,
): Promise<TSignupAnswer> {
  const usersRepo = store.repos.users;
  const user = await usersRepo.findByEmail(email);
  if (!user || !isMember(user)) return SIGNUP_ANSWERS.notMember;
  if (hasAccount(user)) return SIGNUP_ANSWERS.exists;

  const passwordHash = await hashPassword(password);
  return store.db.transaction(async (tx) => {
    await usersRepo.lock(user.id, tx);
    const current = await usersRepo.findById(user.id, tx);
    // Activated meanwhile (another tab, the reset link): the account exists now.
    if (!current || hasAccount(current)) return SIGNUP_ANSWERS.exists;
    await sendAccountLink(store, tx, context, { user: current, kind: 'activation', to: email, payload: passwordHash });
    return SIGNUP_ANSWERS.created;
  });
}

/** A sign-up as either entry makes it: refused for a weak password, else the answer and its kind. */
export type TSignupOutcome =
  { kind: 'weakPassword'; problem: TPasswordProblem } | { kind: TSignupKind; answer: TSignupAnswer };

/** The sign-up of the JSON route and of the form sent without the app: the password's rules first. */
export async function signUpWithNewPassword(
  store: TAccountsStore,
  context: TAccountLinkContext,
  email: string,
  password: string,
): Promise<TSignupOutcome> {
  const problem = await newPasswordProblemFor(store, context, email, password);
  if (problem) return { kind: 'weakPassword', problem };
  const answer = await signUp(store, context, email, password);
  return { kind: SIGNUP_KINDS[answer], answer };
}

export type TActivationProof = { password: string; choosesNewPassword: boolean };

/** The person at the activation page typed a password, but not the one waiting with the code. */
export const wrongActivationPassword = () =>
  new HttpError(
    400,
    'wrong_password',
    'This is not the password chosen at sign-up. Type that password, or choose a new one here.',
  );

/**
 * What the activation link would activate, for the page to show before its button: the address the
 * code was made for (never the link's own text), and whether a password waits with it.
 */
export async function previewActivation(
  store: TAccountsStore,
  email: string,
  code: string,
): Promise<TActivationPreview> {
  const user = await store.repos.users.findByEmail(email);
  if (!user || !isMember(user)) return { state: 'notMember' };
  const token = await store.repos.accountTokens.peek(code, ['activation']);
  if (!token || token.userId !== user.id || !user.email) return { state: 'alreadyOrExpired' };
  return { state: 'ready', email: user.email, hasSignupPassword: Boolean(token.payload) };
}

/**
 * The press on the activation page: uses up the code, marks the account activated and sets its
 * password, which counts only when the person holding the mail knows it: they typed the password
 * chosen at sign-up (so a stranger's sign-up with a member's address gains the stranger nothing),
 * or chose a new one on that page. Audit-logged.
 */
export async function activate(
  store: TAccountsStore,
  email: string,
  code: string,
  proof: TActivationProof,
): Promise<TActivateAnswer> {
  const usersRepo = store.repos.users;
  const tokensRepo = store.repos.accountTokens;
  const user = await usersRepo.findByEmail(email);
  if (!user || !isMember(user)) return ACTIVATE_ANSWERS.notMember;
  const pending = await tokensRepo.peek(code, ['activation']);
  if (!pending || pending.userId !== user.id) return ACTIVATE_ANSWERS.alreadyOrExpired;
  let passwordHash: string;
  if (proof.choosesNewPassword) {
    passwordHash = await hashPassword(proof.password);
  } else {
    // A code from before passwords waited with it carries none: only a new password will do.
    if (!pending.payload || !(await verifyPassword(pending.payload, proof.password))) throw wrongActivationPassword();
    passwordHash = pending.payload;
  }
  return store.db.transaction(async (tx) => {
    const token = await tokensRepo.consume({ code, kind: 'activation', userId: user.id }, tx);
    if (!token || token.payload !== pending.payload) return ACTIVATE_ANSWERS.alreadyOrExpired;
    await usersRepo.activate(user.id, passwordHash, tx);
    await store.repos.audit.record(
      {
        actorId: user.id,
        action: 'account.activate',
        target: user.givenId,
        details: { password: proof.choosesNewPassword ? 'chosen_at_activation' : 'typed_from_signup' },
      },
      tx,
    );
    return ACTIVATE_ANSWERS.activated;
  });
}

/** An activation as either entry makes it: refused for a weak new password, else the answer and its kind. */
export type TActivateOutcome =
  { kind: 'weakPassword'; problem: TPasswordProblem } | { kind: TActivateKind; answer: TActivateAnswer };

/**
 * The activation of the JSON route and of the form sent without the app: a password chosen on the
 * activation page is held to the same rules as one chosen at sign-up. Throws wrongActivationPassword.
 */
export async function activateWithPassword(
  store: TAccountsStore,
  context: TAccountLinkContext,
  link: { email: string; code: string },
  proof: TActivationProof,
): Promise<TActivateOutcome> {
  const problem = proof.choosesNewPassword
    ? await newPasswordProblemFor(store, context, link.email, proof.password)
    : undefined;
  if (problem) return { kind: 'weakPassword', problem };
  const answer = await activate(store, link.email, link.code, proof);
  return { kind: ACTIVATE_KINDS[answer], answer };
}

/** Why a new password may not be used, judged with the words of the person the e-mail belongs to. */
export async function newPasswordProblemFor(
  store: TAccountsStore,
  links: TAccountLinkContext,
  email: string,
  password: string,
) {
  const person = await store.repos.users.findByEmail(email);
  return judgePassword(password, {
    personWords: [email, person?.firstName, person?.lastName],
    siteWords: siteWordsOf(links),
  });
}
