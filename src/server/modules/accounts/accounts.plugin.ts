import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { TAssociation } from '../../../shared/association.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import { loginRoutes } from './login.routes.ts';
import { createOidcClients } from './oidc.service.ts';
import { oidcExchangeRoutes } from './oidc-exchange.routes.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { createSessionService } from './session.service.ts';
import { signupRoutes } from './signup.routes.ts';

type TAccountsOptions = { association: TAssociation };

/**
 * Everything about accounts: /api/auth (sign-in, tokens, forgotten password), /api/member (sign-up,
 * activation, e-mail verification) and /oauth2 (external sign-in). Register after the rate-limit plugin.
 */
export async function accountsPlugin(app: FastifyInstance, { association }: TAccountsOptions) {
  // Cookies are parsed here only (the refresh and sign-in flow cookies); skip if the app has it already.
  if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);

  const sessions = createSessionService(app.db, app.tokens);
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.settled());
  const oidc = createOidcClients(app.config.oidcProviders, app.config.publicUrl);
  const links: TAccountLinkContext = {
    publicUrl: app.config.publicUrl,
    associationName: (language) => association.name[language],
    shortName: association.shortName,
  };

  await app.register(loginRoutes, { prefix: '/api/auth', sessions, links, background, oidc });
  await app.register(signupRoutes, { prefix: '/api/member', links });
  await app.register(oidcRoutes, { prefix: '/oauth2', oidc });
  await app.register(oidcExchangeRoutes, { prefix: '/api/auth/oidc', sessions });
}
