import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse } from '../../http/errors.ts';
import { ZLoginUser } from '../../../shared/login-user.schema.ts';
import { loginUser } from './login-user.service.ts';

/** GET /login (under /api/member): the signed-in user, recording the sign-in. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.profile;
  app.get(
    '/login',
    {
      preHandler: requireUser,
      schema: {
        summary: 'The logged-in user; records this login',
        security: [{ bearer: [] }],
        response: { 200: ZLoginUser, 401: ZErrorResponse },
      },
    },
    async (request) => {
      // requireUser ran, so user is set; the row can still vanish between the two queries.
      const profile = request.user && (await loginUser(context, request.user.id));
      if (!profile) throw new HttpError(401, 'unauthorized', 'Please log in.');
      return profile;
    },
  );
};
