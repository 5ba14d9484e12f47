import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { ZErrorResponse } from '../../plugins/errors.ts';
import type { TOidcClients } from './oidc.service.ts';
import { setRefreshCookie, type TSessionService } from './session.service.ts';
import { createUsersRepo } from './users.repo.ts';
import {
  FLOW_FAILED_ERROR,
  NOT_A_MEMBER_ERROR,
  PROVIDER_DOWN_ERROR,
  notApprovedError,
} from '../../../shared/sign-in-errors.ts';

const FLOW_COOKIE = 'oidc_flow';
const FLOW_COOKIE_PATH = '/oauth2/callback/';
const FLOW_PURPOSE = 'oidc-flow';
const FLOW_TTL_SECONDS = 10 * 60;
// Lax, not Strict: the provider sends the browser back with a cross-site navigation.
const FLOW_COOKIE_OPTIONS = { path: FLOW_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'lax' } as const;

const ZProviderParams = z.object({ provider: z.string().max(40) });

type TOidcRoutesOptions = { sessions: TSessionService; oidc: TOidcClients };

/** /oauth2: external sign-in, OpenID Connect code flow with state, nonce and PKCE (SPEC section 4). */
export const oidcRoutes: FastifyPluginAsyncZod<TOidcRoutesOptions> = async (app, { sessions, oidc }) => {
  const usersRepo = createUsersRepo(app.db);
  const returnPage = `${app.config.publicUrl}/redirect`;

  const toRedirectPage = (reply: FastifyReply, query: Record<string, string>) =>
    reply.redirect(`/redirect?${new URLSearchParams(query).toString()}`, 302);

  app.get(
    '/authorize/:provider',
    {
      schema: {
        summary: 'Start external sign-in: redirects to the provider',
        params: ZProviderParams,
        querystring: z.object({ redirect_uri: z.string().max(2048) }),
        response: { 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const provider = oidc.get(request.params.provider);
      if (!provider) return reply.code(404).send({ error: 'not_found', message: 'No such sign-in provider.' });
      // Only our own return page: anything else would make this an open redirect.
      if (request.query.redirect_uri !== returnPage) {
        return reply.code(400).send({ error: 'invalid_redirect_uri', message: `redirect_uri must be ${returnPage}.` });
      }
      let configuration: client.Configuration;
      try {
        configuration = await oidc.configuration(provider);
      } catch (error) {
        logProviderProblem(request.log, provider.name, error);
        return toRedirectPage(reply, { error: PROVIDER_DOWN_ERROR });
      }
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const flow = await app.tokens.signPurposeToken(
        FLOW_PURPOSE,
        { provider: provider.name, state, nonce, codeVerifier },
        FLOW_TTL_SECONDS,
      );
      void reply.setCookie(FLOW_COOKIE, flow, { ...FLOW_COOKIE_OPTIONS, maxAge: FLOW_TTL_SECONDS });
      const target = client.buildAuthorizationUrl(configuration, {
        redirect_uri: oidc.callbackUrl(provider.name),
        scope: 'openid email',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return reply.redirect(target.href, 302);
    },
  );

  app.get(
    '/callback/:provider',
    {
      schema: {
        summary: 'The provider’s return: signs a member in and redirects to /redirect',
        params: ZProviderParams,
        response: { 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const provider = oidc.get(request.params.provider);
      if (!provider) return reply.code(404).send({ error: 'not_found', message: 'No such sign-in provider.' });
      const flowCookie = request.cookies[FLOW_COOKIE];
      void reply.clearCookie(FLOW_COOKIE, FLOW_COOKIE_OPTIONS);
      const flow = flowCookie ? await app.tokens.verifyPurposeToken(FLOW_PURPOSE, flowCookie) : null;
      if (!flow || flow.provider !== provider.name) return toRedirectPage(reply, { error: FLOW_FAILED_ERROR });

      let claims: client.IDToken | undefined;
      try {
        const configuration = await oidc.configuration(provider);
        // Built on PUBLIC_URL, never on the Host header: it must be the redirect_uri sent before.
        const currentUrl = new URL(oidc.callbackUrl(provider.name));
        currentUrl.search = new URL(request.url, 'http://callback.invalid').search;
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: String(flow.codeVerifier),
          expectedState: String(flow.state),
          expectedNonce: String(flow.nonce),
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        logProviderProblem(request.log, provider.name, error);
        return toRedirectPage(reply, { error: FLOW_FAILED_ERROR });
      }

      // Only an address the provider itself has verified may stand for a member.
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      const verified = claims?.email_verified === true || claims?.email_verified === 'true';
      const user = email && verified ? await usersRepo.findByEmail(email) : undefined;
      if (user?.status === 'pending') {
        return toRedirectPage(reply, { error: notApprovedError(email) });
      }
      if (!user || user.status !== 'approved') return toRedirectPage(reply, { error: NOT_A_MEMBER_ERROR });

      const session = await sessions.start(user);
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt);
      return toRedirectPage(reply, { token: session.accessToken });
    },
  );
};

function logProviderProblem(log: FastifyBaseLogger, provider: string, error: unknown) {
  const problem = error instanceof Error ? { message: error.message, code: (error as { code?: unknown }).code } : error;
  log.warn({ provider, problem }, 'external sign-in failed');
}
