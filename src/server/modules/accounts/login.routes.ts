import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, type TErrorResponse } from '../../plugins/errors.ts';
import {
  clientAddress,
  createFailureLimiter,
  hashedKey,
  tooManyRequests,
  type TFailureLimiter,
} from '../../plugins/rate-limit.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { ZEmailInput, ZForgotBody, ZResetBody } from './account-schemas.ts';
import type { TBackgroundTasks } from './background-tasks.ts';
import { notApprovedError } from '../../../shared/sign-in-errors.ts';
import { checkLogin, type TLoginFailure } from './login.service.ts';
import type { TOidcClients } from './oidc.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import {
  clearRefreshCookie,
  presentedRefreshToken,
  setRefreshCookie,
  type TSessionService,
} from './session.service.ts';
import { createUsersRepo } from './users.repo.ts';

const ZLoginBody = z.object({ email: ZEmailInput, password: z.string().min(1).max(1024) });
const ZAccessTokenAnswer = z.object({ accessToken: z.string() });
// A validation answer names the fields; a 400 schema without them would strip them.
const ZBadRequest = ZErrorResponse.extend({ fields: z.record(z.string(), z.string()).optional() });

export const LOGIN_LIMITS = { perAccount: 10, perAddress: 30, windowMs: 60 * 60 * 1000 } as const;

const INVALID_CREDENTIALS: TErrorResponse = { error: 'invalid_credentials', message: 'Email or password is wrong.' };
export const FORGOT_ANSWER = {
  message: 'If this e-mail address has an account, a link to set a new password is on its way.',
} as const;
const INVALID_RESET: TErrorResponse = {
  error: 'invalid_token',
  message: 'This link is not valid any more: it was used already or has expired.',
};
const INVALID_REFRESH: TErrorResponse = { error: 'invalid_refresh_token', message: 'Please log in.' };

// SPEC section 8 texts; only reachable once the password is proven.
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
  const usersRepo = createUsersRepo(app.db);
  const factor = app.config.rateLimitIpFactor;
  const emailOf = (body: unknown) => String((body as { email?: unknown } | undefined)?.email ?? '');
  const failures: TFailureLimiter[] = [
    createFailureLimiter(app, {
      name: 'login-account',
      max: LOGIN_LIMITS.perAccount,
      windowMs: LOGIN_LIMITS.windowMs,
      key: (request) => hashedKey(emailOf(request.body)),
    }),
    createFailureLimiter(app, {
      name: 'login-address',
      max: LOGIN_LIMITS.perAddress * factor,
      windowMs: LOGIN_LIMITS.windowMs,
      key: clientAddress,
    }),
  ];

  app.post(
    '/login',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        description:
          'Sets the refresh cookie. At most 10 failed sign-ins per account and 30 per address an hour (then 429).',
        body: ZLoginBody,
        response: { 200: ZAccessTokenAnswer, 401: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const blocked = await Promise.all(failures.map((limiter) => limiter.isBlocked(request)));
      if (blocked.some(Boolean)) throw tooManyRequests();
      const result = await checkLogin(usersRepo, email, password);
      if (!result.ok) {
        if (result.reason === 'invalid_credentials') {
          await Promise.all(failures.map((limiter) => limiter.recordFailure(request)));
        }
        const failure = failureAnswer(result.reason, email);
        return reply.code(failure.status).send(failure.body);
      }
      const session = await sessions.start(result.user);
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
          '204 without a cookie (nobody signed in here); 401 for a cookie that is unknown, expired, revoked or used before (a reuse revokes its whole chain).',
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
    '/forgot',
    {
      schema: {
        summary: 'Mail a link to set a new password (the same answer for any address)',
        body: ZForgotBody,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { email } = request.body;
      // The work (and its time) happens after the answer, which is the same for every address.
      background.run('password reset request', () => requestPasswordReset(app.db, links, email));
      return FORGOT_ANSWER;
    },
  );

  app.post(
    '/reset',
    {
      schema: {
        summary: 'Set a new password with the code from the mailed link; ends every session',
        body: ZResetBody,
        response: { 200: z.object({ ok: z.literal(true) }), 400: ZBadRequest },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      if (!(await resetPassword(app.db, token, password))) return reply.code(400).send(INVALID_RESET);
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
