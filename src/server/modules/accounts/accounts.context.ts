import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import type { TAssociation } from '../../../shared/association.ts';
import { accountLinkContext, type TAccountLinkContext } from './account-links.ts';
import { createBackgroundTasks, type TBackgroundTasks } from './background-tasks.ts';
import { createOidcClients, type TOidcClients } from './oidc.service.ts';
import { createSessionService, type TSessionService } from './session.service.ts';

export type TAccounts = {
  sessions: TSessionService;
  links: TAccountLinkContext;
  background: TBackgroundTasks;
  oidc: TOidcClients;
  /** What the linking of external sign-ins needs: the database, the providers, the mails' links. */
  signInLinks: TSignInLinksContext;
};

export type TSignInLinksContext = { db: TDatabase; oidc: TOidcClients; links: TAccountLinkContext };

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
    sessions: createSessionService(app.db, app.tokens),
    links,
    background,
    oidc,
    signInLinks: { db: app.db, oidc, links },
  };
}
