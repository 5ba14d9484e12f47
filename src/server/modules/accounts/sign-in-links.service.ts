import type { TSignInLinkPreview, TSignInLinks } from '../../../shared/sign-in-links.schema.ts';
import type { TAccountsContext, TSignInLinksContext } from './accounts.context.ts';
import { mailUndoLink } from './change-undo.service.ts';
import type { TProviderIdentity } from './oidc.service.ts';
import { verifyPassword } from './password.ts';

/** The return link of a link flow (/linksignin?code=) waits this long for the member's press. */
export const LINK_CODE_TTL_MS = 10 * 60 * 1000;

type TLinkPayload = TProviderIdentity;

function parsePayload(payload: string | null): TLinkPayload | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Partial<TLinkPayload>;
    if (typeof value.provider !== 'string' || typeof value.subject !== 'string') return undefined;
    return {
      provider: value.provider,
      subject: value.subject,
      email: typeof value.email === 'string' ? value.email : null,
    };
  } catch {
    return undefined;
  }
}

/**
 * The provider's return in a link flow the signed-in member started: a code for /linksignin, made
 * for that member only. Nothing is linked yet: that takes the member's password and press. An
 * identity some account has linked already gets no code.
 */
export async function issueLinkCode(
  context: TAccountsContext,
  userId: number,
  identity: TProviderIdentity,
): Promise<{ code: string } | { refused: 'linkedElsewhere' }> {
  if (await context.repos.linkedSignIns.findByIdentity(identity)) return { refused: 'linkedElsewhere' };
  const code = await context.repos.accountTokens.issue({
    userId,
    kind: 'oidc_link',
    ttlMs: LINK_CODE_TTL_MS,
    payload: JSON.stringify(identity),
  });
  return { code };
}

/** What /linksignin would link, for the member it was made for; 'invalid' for anyone else. */
export async function previewLink(
  { repos, oidc }: TSignInLinksContext,
  code: string,
  userId: number,
): Promise<TSignInLinkPreview> {
  const token = await repos.accountTokens.peek(code, ['oidc_link']);
  const identity = parsePayload(token?.payload ?? null);
  const user = token?.userId === userId ? await repos.users.findById(userId) : undefined;
  if (!identity || !user) return { state: 'invalid' };
  return {
    state: 'ready',
    displayName: oidc.displayName(identity.provider),
    providerEmail: identity.email,
    accountEmail: user.email,
  };
}

export type TLinkResult = 'linked' | 'invalid' | 'wrong_password' | 'taken';

/**
 * The member's press on /linksignin: with the code made for them and their current password, the
 * provider's identity is linked to the account (one account per identity). The account's address
 * gets a mail with the 7-day undo link; audit-logged. A wrong password leaves the code usable.
 */
export async function confirmLink(
  context: TSignInLinksContext,
  input: { code: string; password: string; userId: number },
): Promise<TLinkResult> {
  const { db, oidc, links, repos } = context;
  const tokensRepo = repos.accountTokens;
  const usersRepo = repos.users;
  const pending = await tokensRepo.peek(input.code, ['oidc_link']);
  const identity = parsePayload(pending?.payload ?? null);
  if (!pending || !identity || pending.userId !== input.userId) return 'invalid';
  const user = await usersRepo.findById(input.userId);
  if (!user || user.status !== 'approved') return 'invalid';
  const auditRepo = repos.audit;
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
    await auditRepo.record({
      actorId: user.id,
      action: 'account.oidc_link.refused',
      target: user.givenId,
      details: { provider: identity.provider, reason: 'wrong_password' },
    });
    return 'wrong_password';
  }
  return db.transaction(async (tx) => {
    if (!(await tokensRepo.consume({ code: input.code, kind: 'oidc_link', userId: user.id }, tx))) return 'invalid';
    const inserted = await repos.linkedSignIns.insert(
      { userId: user.id, provider: identity.provider, subject: identity.subject, providerEmail: identity.email },
      tx,
    );
    if (!inserted) return 'taken';
    await auditRepo.record(
      {
        actorId: user.id,
        action: 'account.oidc_link',
        target: user.givenId,
        details: { provider: identity.provider, providerEmail: identity.email },
      },
      tx,
    );
    if (user.email) {
      await mailUndoLink(context, tx, links, {
        user,
        to: user.email,
        undo: {
          change: 'oidc_link',
          provider: identity.provider,
          displayName: oidc.displayName(identity.provider),
          subject: identity.subject,
        },
      });
    }
    return 'linked';
  });
}

/** The member's links and the site's providers, for My page. */
export async function listLinks({ repos, oidc }: TSignInLinksContext, userId: number): Promise<TSignInLinks> {
  const rows = await repos.linkedSignIns.listForUser(userId);
  return {
    linked: rows.map((row) => ({
      provider: row.provider,
      displayName: oidc.displayName(row.provider),
      providerEmail: row.providerEmail,
      linkedAt: row.linkedAt.toISOString(),
    })),
    providers: oidc.list().map(({ name, displayName }) => ({ name, displayName })),
  };
}

/** The member removes their links of a provider; false if there were none. Audit-logged. */
export async function removeLink(
  { db, repos }: TSignInLinksContext,
  userId: number,
  provider: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await repos.linkedSignIns.removeProvider(userId, provider, tx);
    if (removed.length === 0) return false;
    const user = await repos.users.findById(userId, tx);
    await repos.audit.record(
      {
        actorId: userId,
        action: 'account.oidc_unlink',
        target: user?.givenId ?? String(userId),
        details: { provider },
      },
      tx,
    );
    return true;
  });
}
