import type { TDatabase, TExecutor } from '../../db/client.ts';
import type { TUser } from '../../db/schema.ts';
import { createOutboxRepo } from '../../mail/outbox.repo.ts';
import type { TMailContent } from '../../mail/mail.types.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { activationMail, emailVerificationMail, passwordResetMail, type TAccountMailData } from './account-mails.ts';
import { createAccountTokensRepo, type TAccountTokenKind } from './account-tokens.repo.ts';

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Where the links in account mails point, and who signs the mails. */
export type TAccountLinkContext = {
  publicUrl: string;
  associationName: (language: 'ta' | 'en' | 'sv') => string;
  shortName: string;
};

type TLinkMail = {
  kind: TAccountTokenKind;
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
} satisfies Record<TAccountTokenKind, TLinkMail>;

type TSendInput = {
  user: Pick<TUser, 'id' | 'email' | 'language'>;
  kind: TAccountTokenKind;
  /** The address the mail goes to; for e-mail verification the new address (kept with the code). */
  to: string;
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
      payload: spec.kind === 'email_verification' ? input.to : undefined,
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
 * For the profile edit (issue 5): a member asked to change their e-mail address; the change happens
 * when they open the link sent to the new address (POST /api/member/verify-email).
 */
export async function requestEmailChange(
  db: TDatabase,
  tx: TExecutor,
  context: TAccountLinkContext,
  user: Pick<TUser, 'id' | 'email' | 'language'>,
  newEmail: string,
) {
  await sendAccountLink(db, tx, context, { user, kind: 'email_verification', to: newEmail.trim().toLowerCase() });
}
