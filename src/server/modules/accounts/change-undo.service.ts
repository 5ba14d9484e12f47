import type { TAccountsStore, TLinkedAccountsStore } from './accounts-store.ts';
import type { TUndoPreview } from '../../../shared/accounts.schema.ts';
import { z } from 'zod';
import type { TExecutor } from '../../db/client.ts';
import type { TUser } from '../../db/schema.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { emailChangedMail, passwordChangedMail, signInLinkedMail } from './change-undo.template.ts';
import { endAllSessions } from './session-revocation.ts';

/** How long the old address can put a change of sign-in e-mail or password back. */
export const UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What an undo puts back: the e-mail and the password hash as they were before the change. An
 * e-mail change keeps the password of that moment too: whoever took the account by changing its
 * address may have set a password since, and the undo must not leave them that door.
 */
const ZUndoPayload = z.discriminatedUnion('change', [
  z.object({
    change: z.literal('email'),
    oldEmail: z.string(),
    newEmail: z.string(),
    passwordHash: z.string().nullable(),
  }),
  z.object({ change: z.literal('password'), passwordHash: z.string().nullable() }),
  // A linked external sign-in: the undo removes the link.
  z.object({ change: z.literal('oidc_link'), provider: z.string(), displayName: z.string(), subject: z.string() }),
]);
type TUndoPayload = z.infer<typeof ZUndoPayload>;

// Codes a change may have left waiting: after an undo none of them may act for whoever changed it.
const PENDING_KINDS = ['email_verification', 'password_reset', 'activation', 'oidc_link'] as const;

function parsePayload(payload: string | null): TUndoPayload | undefined {
  try {
    const parsed = ZUndoPayload.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After a change of sign-in e-mail or password, or a newly linked external sign-in: a mail to the address the account had before, with
 * a 7-day link that puts it back. Several can wait at once (an e-mail change, then a new password):
 * a new one never cancels an older one. In the caller's transaction: no change without its mail.
 */
export async function mailUndoLink(
  store: TAccountsStore,
  tx: TExecutor,
  context: TAccountLinkContext,
  input: { user: Pick<TUser, 'id' | 'language'>; to: string; undo: TUndoPayload },
) {
  const code = await store.repos.accountTokens.issue(
    { userId: input.user.id, kind: 'change_undo', ttlMs: UNDO_TTL_MS, payload: JSON.stringify(input.undo) },
    tx,
  );
  const language = toLanguage(input.user.language);
  const data = {
    link: `${context.publicUrl}/undochange?code=${encodeURIComponent(code)}`,
    associationName: context.associationName(language),
    shortName: context.shortName,
  };
  const { undo } = input;
  const [content, kind] =
    undo.change === 'email'
      ? [
          emailChangedMail({ ...data, oldEmail: undo.oldEmail, newEmail: undo.newEmail }, language),
          'email-changed-notice',
        ]
      : undo.change === 'password'
        ? [passwordChangedMail(data, language), 'password-changed-notice']
        : [signInLinkedMail({ ...data, provider: undo.displayName }, language), 'sign-in-linked-notice'];
  await store.repos.outbox.enqueue({ ...content, to: input.to, kind }, tx);
}

/** What the undo link would put back (the page shows it before the press); 'none' for a dead code. */
export async function previewUndo(store: TAccountsStore, code: string): Promise<TUndoPreview> {
  const token = await store.repos.accountTokens.peek(code, ['change_undo']);
  const undo = parsePayload(token?.payload ?? null);
  const user = token && (await store.repos.users.findById(token.userId));
  if (!undo || !user) return { change: 'none' };
  if (undo.change === 'email') return { change: 'email', currentEmail: user.email, restoredEmail: undo.oldEmail };
  if (undo.change === 'oidc_link') return { change: 'oidc_link', email: user.email, provider: undo.displayName };
  return { change: 'password', email: user.email };
}

export type TUndoResult = 'undone' | 'invalid' | 'email_taken';

/**
 * Puts the change back: the old e-mail (unless someone else holds it now) and the password of
 * before; every session ends and every code waiting for the account stops working. Single use.
 */
export async function undoChange(store: TLinkedAccountsStore, code: string): Promise<TUndoResult> {
  const tokensRepo = store.repos.accountTokens;
  const usersRepo = store.repos.users;
  const pending = await tokensRepo.peek(code, ['change_undo']);
  if (!pending) return 'invalid';
  return store.db.transaction(async (tx) => {
    const user = await usersRepo.lockById(pending.userId, tx);
    const undo = parsePayload(pending.payload);
    if (!undo || !user) return 'invalid';
    if (undo.change === 'email' && (await usersRepo.findEmailHolder(undo.oldEmail, user.id, tx)) !== undefined) {
      // Nothing changes and the code stays usable: the board sorts out who owns the address first.
      await audit(store, tx, user, 'account.email_change.undo_refused', { restoredEmail: undo.oldEmail });
      return 'email_taken';
    }
    // Used up here, in one statement: two presses cannot both put it back.
    if (!(await tokensRepo.consume({ code, kind: 'change_undo', userId: user.id }, tx))) return 'invalid';
    if (undo.change === 'oidc_link') {
      await store.repos.linkedSignIns.removeIdentity(user.id, undo, tx);
    } else {
      const restored = undo.change === 'email' ? { email: undo.oldEmail } : {};
      await usersRepo.update(user.id, { ...restored, passwordHash: undo.passwordHash }, tx);
    }
    for (const kind of PENDING_KINDS) await tokensRepo.invalidateAll(user.id, kind, tx);
    await endAllSessions(store, [user.id], tx);
    const details =
      undo.change === 'email'
        ? { from: user.email, to: undo.oldEmail }
        : undo.change === 'oidc_link'
          ? { provider: undo.provider }
          : {};
    const action = undo.change === 'oidc_link' ? 'account.oidc_link.undo' : `account.${undo.change}_change.undo`;
    await audit(store, tx, user, action, details);
    return 'undone';
  });
}

async function audit(
  store: TAccountsStore,
  tx: TExecutor,
  user: Pick<TUser, 'id' | 'givenId'>,
  action: string,
  details: Record<string, unknown>,
) {
  // No signed-in actor: whoever holds the old address acts, on the account's own behalf.
  await store.repos.audit.record({ actorId: null, action, target: user.givenId, details }, tx);
}
