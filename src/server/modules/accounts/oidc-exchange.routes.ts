import { parseCookiesHere } from '../../http/cookies.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, type TErrorResponse } from '../../http/errors.ts';
import { ZCodeInput } from './account-schemas.ts';
import { OIDC_ERRORS, STATE_COOKIE, STATE_COOKIE_OPTIONS } from './oidc.routes.ts';
import { redeemSignInCode } from './oidc.service.ts';
import { setRefreshCookie, type TSessionService } from './session.service.ts';

const INVALID_CODE: TErrorResponse = { error: 'invalid_code', message: OIDC_ERRORS.flowFailed };

/**
 * /api/auth/oidc/exchange: the return page of an external sign-in trades the one-time code from its
 * address for a session. The code counts only with the state cookie of the browser that started the
 * sign-in, once, for two minutes: a link with someone else's code signs nobody in (sign-in CSRF).
 */
export const oidcExchangeRoutes: FastifyPluginAsyncZod<{ sessions: TSessionService }> = async (app, { sessions }) => {
  await parseCookiesHere(app);
  const store = app.contexts.accounts;

  app.post(
    '/exchange',
    {
      schema: {
        summary: 'Trade the code of /redirect?code= for a session (needs the browser’s oidc_state cookie)',
        description:
          'Sets the refresh cookie like a password sign-in. 400 for an unknown, used, expired or foreign code.',
        body: z.object({ code: ZCodeInput }),
        response: { 200: z.object({ accessToken: z.string() }), 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const browser = request.cookies[STATE_COOKIE];
      void reply.clearCookie(STATE_COOKIE, STATE_COOKIE_OPTIONS);
      if (!browser) return reply.code(400).send(INVALID_CODE);
      const user = await redeemSignInCode(store, request.body.code, browser);
      if (!user) return reply.code(400).send(INVALID_CODE);
      const session = await sessions.start(user);
      // A session of the user's ended between the code's redemption and now: sign in again.
      if (!session) return reply.code(400).send(INVALID_CODE);
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt);
      return { accessToken: session.accessToken };
    },
  );
};
