import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { parseCookiesHere } from '../../http/cookies.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { ZErrorResponse } from '../../http/errors.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import { issueSignInCode, type TOidcClients } from './oidc.service.ts';
import { issueLinkCode } from './sign-in-links.service.ts';

// /redirect shows a text of its own for each of these, and a general one for anything else.
export const OIDC_ERRORS = {
  // The specification's text: /redirect shows its long version for it.
  notMember: 'You are not a registered member.',
  notApproved: 'Your registration request is not yet approved.',
  flowFailed: 'The sign-in did not complete. Please try again.',
  providerDown: 'The sign-in service could not be reached. Please try again later.',
  // An identity no account has linked, whose address is a member's: the address alone signs no one in.
  notLinked: 'This sign-in is not linked to an account yet. Sign in with your password, then link it on My page.',
  // A link flow returned with an identity another account has linked already.
  linkedElsewhere: 'This sign-in is linked to another account already.',
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

/**
 * A signed-in member's start of linking (sign-in-links.routes.ts) carries this purpose token for
 * their account in `link=`: only then does the provider's return link instead of signing in.
 */
export const LINK_START_PURPOSE = 'oidc-link-start';
export const LINK_START_TTL_SECONDS = 10 * 60;

type TOidcRoutesOptions = { oidc: TOidcClients };

/**
 * /oauth2: external sign-in, OpenID Connect code flow with state, nonce and PKCE. The return page
 * gets a one-time code bound to the browser that started, never a token (oidc-exchange.routes.ts).
 * A provider identity signs in only the account it was linked to (by its subject); linking is a
 * flow of its own, started by the signed-in member and confirmed with their password.
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
        querystring: z.object({ redirect_uri: z.string().max(2048), link: z.string().max(2048).optional() }),
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
      // Made by the start of a link for a signed-in member; a forged or old one starts nothing.
      const linkFor = request.query.link
        ? await app.tokens.verifyPurposeToken(LINK_START_PURPOSE, request.query.link)
        : undefined;
      if (linkFor === null || (linkFor && (linkFor.provider !== provider.name || typeof linkFor.userId !== 'string'))) {
        return toRedirectPage(reply, { error: OIDC_ERRORS.flowFailed });
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
        {
          provider: provider.name,
          state,
          nonce,
          codeVerifier,
          browser: hashOpaqueToken(browser),
          ...(linkFor ? { linkFor: String(linkFor.userId) } : {}),
        },
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

      const subject = typeof claims?.sub === 'string' ? claims.sub : '';
      if (!subject) return toRedirectPage(reply, { error: OIDC_ERRORS.flowFailed });
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase().slice(0, 254) : '';
      const identity = { provider: provider.name, subject, email: email || null };

      if (typeof flow.linkFor === 'string') {
        // A link the signed-in member started: a code for /linksignin, where their password and press link it.
        const link = await issueLinkCode(store, Number(flow.linkFor), identity);
        if ('refused' in link) return toRedirectPage(reply, { error: OIDC_ERRORS[link.refused] });
        return reply.redirect(`/linksignin?${new URLSearchParams({ code: link.code }).toString()}`, 302);
      }

      // Only an address the provider itself has verified may stand for a member.
      const verified = claims?.email_verified === true || claims?.email_verified === 'true';
      const outcome = await issueSignInCode(store, {
        identity,
        verified,
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
