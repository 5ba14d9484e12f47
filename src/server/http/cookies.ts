import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * Cookie parsing for the route plugin that calls it and its children only (the sign-in flows):
 * no other route reads or sets a cookie. Skipped where an outer context parses them already.
 */
export async function parseCookiesHere(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
}
