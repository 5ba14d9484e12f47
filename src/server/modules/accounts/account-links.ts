import type { TAccountsStore } from './accounts-store.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TAccountTokenKind, TUser } from '../../db/schema.ts';
import { recipientHasRoom, tooManyMailsToAddress } from '../../mail/recipient-cap.ts';
import type { TMailContent } from '../../mail/mail.types.ts';
import type { TAssociation } from '../../../shared/association.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { activationMail, emailVerificationMail, passwordResetMail, type TAccountMailData } from './account-mails.ts';
import { emailChangeNoticeMail } from './security-notices.template.ts';

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Where the links in account mails point, and who signs the mails. */
export type TAccountLinkContext = {
  publicUrl: string;
  associationName: (language: 'ta' | 'en' | 'sv') => string;
  shortName: string;
};

/** The links' context for this site and association. */
export function accountLinkContext(publicUrl: string, association: TAssociation): TAccountLinkContext {
  return {
    publicUrl,
    associationName: (language) => association.name[language],
    shortName: association.shortName,
  };
}

/**
 * The codes that travel by mail as the only code of their kind (a sign-in code and a waiting
 * external sign-in travel in a return link; undo codes are made by account-changes.ts, several at once).
 */
type TMailedKind = Exclude<TAccountTokenKind, 'sign_in_code' | 'oidc_link' | 'change_undo'>;

type TLinkMail = {
  kind: TMailedKind;
  ttlMs: number;
  /** The page the link opens and its query, built from the new code. */
  link: (publicUrl: string, code: string, to: string) => string;
  template: (data: TAccountMailData, language: 'ta' | 'en' | 'sv') => TMailContent;
  mailKind: string;
};

const LINK_MAILS = {
  activation: {
    kind: 'activation',
    ttlMs: ACTIVATION_TTL_MS,
    link: (publicUrl, code, to) =>
      `${publicUrl}/activateaccount?email=${encodeURIComponent(to)}&code=${encodeURIComponent(code)}`,
    template: activationMail,
    mailKind: 'account-activation',
  },
  password_reset: {
    kind: 'password_reset',
    ttlMs: PASSWORD_RESET_TTL_MS,
    link: (publicUrl, code) => `${publicUrl}/resetpassword?token=${encodeURIComponent(code)}`,
    template: passwordResetMail,
    mailKind: 'password-reset',
  },
  email_verification: {
    kind: 'email_verification',
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    link: (publicUrl, code) => `${publicUrl}/verify?oobCode=${encodeURIComponent(code)}`,
    template: emailVerificationMail,
    mailKind: 'email-verification',
  },
} satisfies Record<TMailedKind, TLinkMail>;

type TSendInput = {
  user: Pick<TUser, 'id' | 'email' | 'language'>;
  kind: TMailedKind;
  /** The address the mail goes to; for an e-mail change the new address (kept with the code). */
  to: string;
  /** Kept with the code: for an activation, the hash of the password chosen at sign-up. */
  payload?: string;
};

/**
 * The mails anyone can make the association send to an address from the account forms (sign-up's
 * activation, forgot-password's reset link) count against the cap per recipient: 429 before
 * anything changes. The e-mail change's link goes to an address its signed-in owner typed.
 */
const STRANGER_ASKED_MAILS = [LINK_MAILS.activation.mailKind, LINK_MAILS.password_reset.mailKind];

async function claimAccountMailCap(store: TAccountsStore, tx: TExecutor, input: TSendInput) {
  if (input.kind === 'email_verification') return;
  if (!(await recipientHasRoom(store.repos.outbox, tx, input.to, STRANGER_ASKED_MAILS))) throw tooManyMailsToAddress();
}

/**
 * Makes a new single-use code of this kind (older ones of the same kind stop working) and queues
 * the mail carrying its link, in the caller's transaction: the code exists only if the mail does.
 */
export async function sendAccountLink(
  store: TAccountsStore,
  tx: TExecutor,
  context: TAccountLinkContext,
  input: TSendInput,
) {
  const spec = LINK_MAILS[input.kind];
  await claimAccountMailCap(store, tx, input);
  const tokensRepo = store.repos.accountTokens;
  await tokensRepo.invalidateAll(input.user.id, spec.kind, tx);
  const code = await tokensRepo.issue(
    {
      userId: input.user.id,
      kind: spec.kind,
      ttlMs: spec.ttlMs,
      payload: spec.kind === 'email_verification' ? input.to : input.payload,
    },
    tx,
  );
  const language = toLanguage(input.user.language);
  const content = spec.template(
    {
      link: spec.link(context.publicUrl, code, input.to),
      associationName: context.associationName(language),
      shortName: context.shortName,
    },
    language,
  );
  await store.repos.outbox.enqueue({ ...content, to: input.to, kind: spec.mailKind }, tx);
}

/**
 * A new sign-in e-mail for the user, asked by the owner (signed in, their password checked by the
 * caller): the change happens only when the owner, signed in, presses the confirm button of the page
 * the link sent to the new address opens (/verify). The old address hears of it at once. Nobody but
 * the owner asks for it: the sign-in e-mail of an account is its owner's alone.
 */
export async function requestEmailChange(
  store: TAccountsStore,
  tx: TExecutor,
  context: TAccountLinkContext,
  change: { user: Pick<TUser, 'id' | 'email' | 'language' | 'givenId'>; newEmail: string },
) {
  const { user } = change;
  const newEmail = change.newEmail.trim().toLowerCase();
  await sendAccountLink(store, tx, context, { user, kind: 'email_verification', to: newEmail });
  await store.repos.audit.record(
    {
      actorId: user.id,
      action: 'account.email_change.request',
      target: user.givenId,
      details: { from: user.email, to: newEmail },
    },
    tx,
  );
  if (!user.email) return;
  const language = toLanguage(user.language);
  const content = emailChangeNoticeMail(
    {
      newEmail,
      link: `${context.publicUrl}/memberlogin?view=forgotpassword`,
      associationName: context.associationName(language),
      shortName: context.shortName,
    },
    language,
  );
  await store.repos.outbox.enqueue({ ...content, to: user.email, kind: 'email-change-notice' }, tx);
}

/** The person's activation links stop working (their address changed before they used one). */
export async function invalidateActivation(store: TAccountsStore, userId: number, tx: TExecutor) {
  await store.repos.accountTokens.invalidateAll(userId, 'activation', tx);
}
