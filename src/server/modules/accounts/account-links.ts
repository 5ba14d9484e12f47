import type { TDatabase, TExecutor } from '../../db/client.ts';
import type { TAccountTokenKind, TUser } from '../../db/schema.ts';
import { createOutboxRepo } from '../../mail/outbox.repo.ts';
import type { TMailContent } from '../../mail/mail.types.ts';
import type { TAssociation } from '../../../shared/association.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { activationMail, emailVerificationMail, passwordResetMail, type TAccountMailData } from './account-mails.ts';
import { createAccountTokensRepo } from './account-tokens.repo.ts';
import { emailChangeNoticeMail, emailChangeRequestMail } from './security-notices.template.ts';

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

/** The codes that travel by mail (a sign-in code travels in the return link of an external sign-in). */
type TMailedKind = Exclude<TAccountTokenKind, 'sign_in_code'>;

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
  email_change_request: {
    kind: 'email_change_request',
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    link: (publicUrl, code) => `${publicUrl}/verify?oobCode=${encodeURIComponent(code)}`,
    template: emailChangeRequestMail,
    mailKind: 'email-change-request',
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
 * Makes a new single-use code of this kind (older ones of the same kind stop working) and queues
 * the mail carrying its link, in the caller's transaction: the code exists only if the mail does.
 */
export async function sendAccountLink(db: TDatabase, tx: TExecutor, context: TAccountLinkContext, input: TSendInput) {
  const spec = LINK_MAILS[input.kind];
  const tokensRepo = createAccountTokensRepo(db);
  await tokensRepo.invalidateAll(input.user.id, spec.kind, tx);
  const code = await tokensRepo.issue(
    {
      userId: input.user.id,
      kind: spec.kind,
      ttlMs: spec.ttlMs,
      payload: spec.kind === 'email_verification' || spec.kind === 'email_change_request' ? input.to : input.payload,
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
  await createOutboxRepo(db).enqueue({ ...content, to: input.to, kind: spec.mailKind }, tx);
}

/**
 * A new e-mail address for the user: the change happens when the link sent to the new address is
 * opened (POST /api/member/verify-email). Asked by the member themself (their password was checked),
 * the link alone confirms it; asked by someone else (the family's other adult, the board), the owner
 * must be signed in to confirm. Either way the old address hears of it first.
 */
export async function requestEmailChange(
  db: TDatabase,
  tx: TExecutor,
  context: TAccountLinkContext,
  change: { user: Pick<TUser, 'id' | 'email' | 'language'>; newEmail: string; byOwner: boolean },
) {
  const { user, byOwner } = change;
  const newEmail = change.newEmail.trim().toLowerCase();
  const kind = byOwner ? 'email_verification' : 'email_change_request';
  // The newest request is the one that counts, whoever asked for the ones before.
  await createAccountTokensRepo(db).invalidateAll(user.id, byOwner ? 'email_change_request' : 'email_verification', tx);
  await sendAccountLink(db, tx, context, { user, kind, to: newEmail });
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
  await createOutboxRepo(db).enqueue({ ...content, to: user.email, kind: 'email-change-notice' }, tx);
}
