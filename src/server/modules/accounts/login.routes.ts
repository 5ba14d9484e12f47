import { parseCookiesHere } from '../../http/cookies.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { ZErrorResponse, type TErrorResponse } from '../../http/errors.ts';
import { clientAddress, TOO_MANY_REQUESTS_MESSAGE } from '../../plugins/rate-limit.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { ZEmailInput, ZForgotBody, ZResetBody, ZResetLink } from './account-schemas.ts';
import type { TBackgroundTasks } from './background-tasks.ts';
import { ZResetPreview } from '../../../shared/accounts.schema.ts';
import { notApprovedError } from '../../../shared/sign-in-errors.ts';
import { signInWithPassword } from './login-flow.ts';
import type { TLoginFailure } from './login.service.ts';
import type { TOidcClients } from './oidc.service.ts';
import { askForResetLink, resetWithMailedLink } from './password-reset-flow.ts';
import { previewReset } from './password-reset.service.ts';
import { validationFailure } from '../../http/field-errors.ts';
import {
  clearRefreshCookie,
  presentedRefreshToken,
  setRefreshCookie,
  type TSessionService,
} from './session.service.ts';
import { createSignInThrottle, LOGIN_LIMITS } from './sign-in-throttle.ts';

const ZLoginBody = z.object({ email: ZEmailInput, password: z.string().min(1).max(1024) });
const ZAccessTokenAnswer = z.object({ accessToken: z.string() });
// A validation answer names the fields; a 400 schema without them would strip them.
const ZBadRequest = ZErrorResponse.extend({ fields: z.record(z.string(), z.string()).optional() });

export { LOGIN_LIMITS };

const INVALID_CREDENTIALS: TErrorResponse = { error: 'invalid_credentials', message: 'Email or password is wrong.' };
export const FORGOT_ANSWER = {
  message: 'If this e-mail address has an account, a link to set a new password is on its way.',
} as const;
const INVALID_RESET: TErrorResponse = {
  error: 'invalid_token',
  message: 'This link is not valid any more: it was used already or has expired.',
};
const INVALID_REFRESH: TErrorResponse = { error: 'invalid_refresh_token', message: 'Please log in.' };

// The sign-in messages; only reachable once the password is proven.
function failureAnswer(reason: TLoginFailure, email: string): { status: 401 | 403; body: TErrorResponse } {
  switch (reason) {
    case 'invalid_credentials':
      return { status: 401, body: INVALID_CREDENTIALS };
    case 'not_activated':
      return {
        status: 403,
        body: {
          error: 'not_verified',
          message: `Please verify your email address by clicking the verification link sent to your email ${email}.`,
        },
      };
    case 'not_approved':
      return {
        status: 403,
        body: { error: 'not_approved', message: notApprovedError(email) },
      };
    case 'rejected':
      return {
        status: 403,
        body: { error: 'not_found', message: `User details are not found for this email address ${email}.` },
      };
  }
}

type TLoginRoutesOptions = {
  sessions: TSessionService;
  links: TAccountLinkContext;
  background: TBackgroundTasks;
  oidc: TOidcClients;
};

/** /api/auth: password sign-in, token refresh, logout, forgotten password, external providers. */
export const loginRoutes: FastifyPluginAsyncZod<TLoginRoutesOptions> = async (
  app,
  { sessions, links, background, oidc },
) => {
  const store = app.contexts.accounts;
  await parseCookiesHere(app);
  const throttle = createSignInThrottle(app.attemptCounters, app.config.rateLimitIpFactor);
  const resetFlow = { store, links, background, throttle };
  const loginFlow = { store, links, throttle, sessions };

  app.post(
    '/login',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        description:
          'Sets the refresh cookie. Failed sign-ins make the next try of the account wait (429 with Retry-After, ' +
          'growing to a minute); an address is refused after 30 an hour, an account from one address after 10; ' +
          'the account’s owner is mailed at 10.',
        body: ZLoginBody,
        response: { 200: ZAccessTokenAnswer, 401: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const outcome = await signInWithPassword(loginFlow, request.body, clientAddress(request));
      if (outcome.kind === 'tooMany') {
        return reply
          .code(429)
          .header('retry-after', String(outcome.retryAfterSeconds))
          .send({ error: 'too_many_requests', message: TOO_MANY_REQUESTS_MESSAGE });
      }
      if (outcome.kind === 'refused') {
        const failure = failureAnswer(outcome.reason, email);
        return reply.code(failure.status).send(failure.body);
      }
      const { session } = outcome;
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        summary: 'A new access token for the refresh cookie (rotated on every use)',
        description:
          '204 without a cookie (nobody signed in here); 401 for a cookie that is unknown, expired, revoked or used before (a reuse revokes its whole chain, unless the token comes back within 30 s of its use and its successor was never used: an answer the browser lost).',
        response: { 200: ZAccessTokenAnswer, 204: z.null(), 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request);
      if (presented === undefined) return reply.code(204).send(null);
      const result = await sessions.rotate(presented);
      if (!result.ok) {
        request.log.info({ reason: result.reason }, 'refresh refused');
        clearRefreshCookie(reply);
        return reply.code(401).send(INVALID_REFRESH);
      }
      setRefreshCookie(reply, result.refreshToken, result.refreshExpiresAt);
      return { accessToken: result.accessToken };
    },
  );

  app.post(
    '/logout',
    {
      schema: { summary: 'Log out: revokes the refresh cookie’s chain (always succeeds)', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request);
      if (presented !== undefined) await sessions.end(presented);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/logout-everywhere',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Log out on every device: every refresh chain revoked, every access token made before refused',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      if (request.user) await sessions.endEverywhere(request.user.id);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/forgot',
    {
      schema: {
        summary: 'Mail a link to set a new password (the same answer for any address)',
        body: ZForgotBody,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      askForResetLink(resetFlow, request.body.email);
      return FORGOT_ANSWER;
    },
  );

  app.post(
    '/reset/preview',
    {
      schema: {
        summary: 'Whose password the reset link sets (the page shows it above its form); changes nothing',
        body: ZResetLink,
        response: { 200: ZResetPreview, 400: ZBadRequest },
      },
    },
    async (request) => previewReset(store, request.body.token),
  );

  app.post(
    '/reset',
    {
      schema: {
        summary: 'Set a new password with the code from the mailed link; ends every session, lifts sign-in delays',
        description: 'The address gets a 7-day link that puts the old password back.',
        body: ZResetBody,
        response: { 200: z.object({ ok: z.literal(true) }), 400: ZBadRequest },
      },
    },
    async (request, reply) => {
      const outcome = await resetWithMailedLink(resetFlow, request.body, clientAddress(request));
      if (outcome.kind === 'refused') return reply.code(400).send(validationFailure(outcome.fields));
      if (outcome.kind === 'invalidLink') return reply.code(400).send(INVALID_RESET);
      return { ok: true as const };
    },
  );

  app.get(
    '/providers',
    {
      schema: {
        summary: 'The external sign-in providers, with the path that starts each',
        response: {
          200: z.array(z.object({ name: z.string(), displayName: z.string(), authorizePath: z.string() })),
        },
      },
    },
    async () => oidc.list(),
  );
};
