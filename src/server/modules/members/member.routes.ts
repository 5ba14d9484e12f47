import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse } from '../../plugins/errors.ts';
import { ZLoginUser } from '../../../shared/login-user.schema.ts';
import { loginUser } from './login-user.service.ts';
import { profileRoutes, type TMemberRoutesOptions } from './profile.routes.ts';
import { renewalRoutes } from '../membership/renewal.routes.ts';

/** /api/member: the logged-in member's own data. */
export const memberRoutes: FastifyPluginAsyncZod<TMemberRoutesOptions> = async (app, options) => {
  const shared = { association: options.association, clock: options.clock };
  await app.register(profileRoutes, shared);
  await app.register(renewalRoutes, shared);

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
      const profile = request.user && (await loginUser(app.db, request.user.id));
      if (!profile) throw new HttpError(401, 'unauthorized', 'Please log in.');
      return profile;
    },
  );
};
