import { HttpError } from '../http/errors.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TUserRole } from '../../shared/member-values.ts';

/** Who is calling; the role is read from the database on each request, never trusted from the token. */
export type TAuthUser = { id: number; role: TUserRole };

/**
 * Who a Bearer token belongs to: an existing, approved user whose sessions it may still open, or null.
 * The accounts module makes it and app.ts hands it to the plugin, so plugins import no module.
 */
export type TTokenUserLoader = (token: string) => Promise<TAuthUser | null>;

export type TAuthPluginOptions = { userForToken: TTokenUserLoader };

declare module 'fastify' {
  interface FastifyInstance {
    userForToken: TTokenUserLoader;
  }
  interface FastifyRequest {
    /** Null until requireUser/requireAdmin/loadUser found a valid token. */
    user: TAuthUser | null;
  }
}

// The scheme name is case-insensitive (RFC 9110); the token is three base64url parts.
const BEARER = /^Bearer +([a-z0-9_-]+\.[a-z0-9_-]*\.[a-z0-9_-]*)$/i;

/** Sets request.user from a Bearer token the plugin's user loader accepts; otherwise leaves it null. */
export async function loadUser(request: FastifyRequest): Promise<TAuthUser | null> {
  if (request.user) return request.user;
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  request.user = await request.server.userForToken(token);
  return request.user;
}

/** preHandler: 401 unless the request carries a valid token of an existing user. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (await loadUser(request)) return;
  return unauthorized(reply);
}

/** preHandler: as requireUser, then 403 unless the user is an admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  const user = await loadUser(request);
  if (!user) return unauthorized(reply);
  if (user.role === 'Admin') return;
  return reply.code(403).send({ error: 'forbidden', message: 'Only an admin may do that.' });
}

/** In a handler behind requireUser or requireAdmin: the signed-in user, which those hooks guarantee. */
export function signedInUser(request: FastifyRequest): TAuthUser {
  if (!request.user) throw new HttpError(401, 'unauthorized', 'Please log in.');
  return request.user;
}

function unauthorized(reply: FastifyReply) {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer')
    .send({ error: 'unauthorized', message: 'Please log in.' });
}

async function auth(app: FastifyInstance, options: TAuthPluginOptions) {
  app.decorateRequest('user', null);
  app.decorate('userForToken', options.userForToken);
}

// skip-override is what fastify-plugin sets: request.user must exist in every context.
export const authPlugin = Object.assign(auth, { [Symbol.for('skip-override')]: true });
