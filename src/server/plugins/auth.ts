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

/**
 * Who a request's session cookie (the refresh token) signs in, checked as a refresh is but never
 * rotated; null: nobody. The accounts module makes it and app.ts hands it to the form-post routes.
 */
export type TSessionCookieUserLoader = (cookieHeader: string | undefined) => Promise<TAuthUser | null>;

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
  return forbidden(reply);
}

/** In a handler behind requireUser or requireAdmin: the signed-in user, which those hooks guarantee. */
export function signedInUser(request: FastifyRequest): TAuthUser {
  if (!request.user) throw new HttpError(401, 'unauthorized', 'Please log in.');
  return request.user;
}

/**
 * preHandler of a signed-in form sent without the app (a plain urlencoded post, which carries no
 * access token): the session is the refresh cookie, and because a cookie rides along on any request
 * to the site, the post must come from one of the site's own pages: its Origin header must be the
 * site's own origin (403 otherwise, a missing header too; browsers send it on every POST). The
 * cookie's SameSite=Strict keeps it off other sites' requests as well; the Origin check does not
 * depend on that. Then 401 without a valid session, as requireUser.
 */
export function requireSessionFormPost(userForCookie: TSessionCookieUserLoader) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const siteOrigin = new URL(request.server.config.publicUrl).origin;
    if (request.headers.origin !== siteOrigin) {
      return reply.code(403).send({ error: 'cross_site', message: 'This form may be sent from this site only.' });
    }
    request.user = await userForCookie(request.headers.cookie);
    if (!request.user) return unauthorized(reply);
  };
}

/**
 * preHandler of a board form sent without the app: signed in as requireSessionFormPost signs in (the
 * site's own Origin, then the session cookie), then 403 unless the session's user is an admin, as
 * requireAdmin refuses a token's.
 */
export function requireAdminFormPost(userForCookie: TSessionCookieUserLoader) {
  const signIn = requireSessionFormPost(userForCookie);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await signIn(request, reply);
    if (reply.sent) return reply;
    if (request.user?.role !== 'Admin') return forbidden(reply);
  };
}

function forbidden(reply: FastifyReply) {
  return reply.code(403).send({ error: 'forbidden', message: 'Only an admin may do that.' });
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
