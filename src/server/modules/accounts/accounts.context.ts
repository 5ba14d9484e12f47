import type { FastifyInstance } from 'fastify';
import type { TAssociation } from '../../../shared/association.ts';
import type { TAppBasics } from '../../app-basics.ts';
import { accountLinkContext, type TAccountLinkContext } from './account-links.ts';
import type { TLinkedAccountsStore } from './accounts-store.ts';
import { createBackgroundTasks, type TBackgroundTasks } from './background-tasks.ts';
import { createOidcClients, type TOidcClients } from './oidc.service.ts';
import { createSessionService, type TSessionService } from './session.service.ts';

/** What the accounts' services run on, made once per app in module-contexts.ts (`app.contexts.accounts`). */
export type TAccountsContext = TAppBasics & { links: TAccountLinkContext; repos: TLinkedAccountsStore['repos'] };

export type TAccounts = {
  sessions: TSessionService;
  links: TAccountLinkContext;
  background: TBackgroundTasks;
  oidc: TOidcClients;
  /** What the linking of external sign-ins needs: the accounts' context and the providers. */
  signInLinks: TSignInLinksContext;
};

export type TSignInLinksContext = TAccountsContext & { oidc: TOidcClients };

/**
 * What the accounts' route plugins share: sessions, the links mails carry, the external providers
 * and the background tasks (mail after a sign-in), which the server waits for when it closes.
 * Made once by app.ts and handed to each plugin it mounts.
 */
export function createAccounts(app: FastifyInstance, association: TAssociation): TAccounts {
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.settled());
  const links = accountLinkContext(app.config.publicUrl, association);
  const oidc = createOidcClients(app.config.oidcProviders, app.config.publicUrl);
  return {
    sessions: createSessionService(app.contexts.accounts, app.tokens),
    links,
    background,
    oidc,
    signInLinks: { ...app.contexts.accounts, oidc },
  };
}
