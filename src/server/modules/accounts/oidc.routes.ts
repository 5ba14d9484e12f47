import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { parseCookiesHere } from '../../http/cookies.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { ZErrorResponse } from '../../http/errors.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import { issueSignInCode, type TOidcClients } from './oidc.service.ts';

// /redirect shows a text of its own for each of these, and a general one for anything else.
export const OIDC_ERRORS = {
  // The specification's text: /redirect shows its long version for it.
  notMember: 'You are not a registered member.',
  notApproved: 'Your registration request is not yet approved.',
  flowFailed: 'The sign-in did not complete. Please try again.',
  providerDown: 'The sign-in service could not be reached. Please try again later.',
} as const;
export const NOT_A_MEMBER_ERROR = OIDC_ERRORS.notMember;

/**
 * The browser that starts a sign-in gets a random value in this cookie; the code that ends the
 * sign-in counts only with it (POST /api/auth/oidc/exchange), so a link carrying someone else's
 * code signs nobody in. Strict: only the site's own pages send it, and only to the exchange.
 */
export const STATE_COOKIE = 'oidc_state';
export const STATE_COOKIE_OPTIONS = {
  path: '/api/auth/oidc',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
} as const;
/** The code in /redirect?code= lives this long: the page exchanges it at once. */
export const SIGN_IN_CODE_TTL_MS = 2 * 60 * 1000;

const FLOW_COOKIE = 'oidc_flow';
const FLOW_COOKIE_PATH = '/oauth2/callback/';
const FLOW_PURPOSE = 'oidc-flow';
const FLOW_TTL_SECONDS = 10 * 60;
// Lax, not Strict: the provider sends the browser back with a cross-site navigation.
const FLOW_COOKIE_OPTIONS = { path: FLOW_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'lax' } as const;

const ZProviderParams = z.object({ provider: z.string().max(40) });

type TOidcRoutesOptions = { oidc: TOidcClients };

/**
 * /oauth2: external sign-in, OpenID Connect code flow with state, nonce and PKCE. The return page
 * gets a one-time code bound to the browser that started, never a token (oidc-exchange.routes.ts).
 */
export const oidcRoutes: FastifyPluginAsyncZod<TOidcRoutesOptions> = async (app, { oidc }) => {
  await parseCookiesHere(app);
  const store = app.contexts.accounts;
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
        return toRedirectPage(reply, { error: OIDC_ERRORS.providerDown });
      }
      const browser = newOpaqueToken();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const flow = await app.tokens.signPurposeToken(
        FLOW_PURPOSE,
        { provider: provider.name, state, nonce, codeVerifier, browser: hashOpaqueToken(browser) },
        FLOW_TTL_SECONDS,
      );
      void reply.setCookie(FLOW_COOKIE, flow, { ...FLOW_COOKIE_OPTIONS, maxAge: FLOW_TTL_SECONDS });
      void reply.setCookie(STATE_COOKIE, browser, { ...STATE_COOKIE_OPTIONS, maxAge: FLOW_TTL_SECONDS });
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
        summary: 'The provider’s return: redirects to /redirect with a one-time code for this browser, or an error',
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
      if (!flow || flow.provider !== provider.name || typeof flow.browser !== 'string') {
        return toRedirectPage(reply, { error: OIDC_ERRORS.flowFailed });
      }

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
        return toRedirectPage(reply, { error: OIDC_ERRORS.flowFailed });
      }

      // Only an address the provider itself has verified may stand for a member.
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      const verified = claims?.email_verified === true || claims?.email_verified === 'true';
      const outcome = await issueSignInCode(store, {
        email,
        verified,
        provider: provider.name,
        browser: flow.browser,
        ttlMs: SIGN_IN_CODE_TTL_MS,
      });
      if ('refused' in outcome) return toRedirectPage(reply, { error: OIDC_ERRORS[outcome.refused] });
      return toRedirectPage(reply, { code: outcome.code });
    },
  );
};

function logProviderProblem(log: FastifyBaseLogger, provider: string, error: unknown) {
  const problem = error instanceof Error ? { message: error.message, code: (error as { code?: unknown }).code } : error;
  log.warn({ provider, problem }, 'external sign-in failed');
}
