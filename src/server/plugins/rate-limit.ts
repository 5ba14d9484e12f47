import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { TConfig } from '../config.ts';
import { createMemoryAttemptCounters, createRedisAttemptCounters, type TAttemptCounters } from './attempt-counters.ts';
import { HttpError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of attempts that may fail (password sign-in), in the same store as the route limits. */
    attemptCounters: TAttemptCounters;
  }
}

const NAMESPACE = 'association-rate-limit:';

/** Every 429 of the site says this, in the words of the sign-in messages. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many Requests. Sorry! Please try again later.';

export function tooManyRequests(): HttpError {
  return new HttpError(429, 'too_many_requests', TOO_MANY_REQUESTS_MESSAGE);
}

const HOUR_MS = 60 * 60 * 1000;

/** A request-count limit per client address for every route whose method and path match. */
export type TRouteLimit = {
  name: string;
  method: 'GET' | 'POST';
  /** An exact path, or a prefix ending in '/' that covers every route below it (routes added later too). */
  path: string;
  max: number;
  windowMs: number;
};

/**
 * Matched by path when a route is registered, so a module written later (the contact form) is
 * limited without knowing about this table. Numbers are per address and window, before
 * RATE_LIMIT_IP_FACTOR. Password sign-in is limited by failures instead (attemptCounters).
 */
export const ROUTE_LIMITS: readonly TRouteLimit[] = [
  { name: 'register', method: 'POST', path: '/api/membership/register', max: 20, windowMs: HOUR_MS },
  // The registration sent without the app (its kid rows' presses too) is limited as the API's is.
  { name: 'register', method: 'POST', path: '/memberregistration', max: 20, windowMs: HOUR_MS },
  { name: 'signup', method: 'POST', path: '/api/member/signup', max: 20, windowMs: HOUR_MS },
  { name: 'activate', method: 'POST', path: '/api/member/activate', max: 30, windowMs: HOUR_MS },
  { name: 'verify-email', method: 'POST', path: '/api/member/verify-email', max: 30, windowMs: HOUR_MS },
  // The link pages ask what a code would do before their button: as many as the presses, no more.
  { name: 'activate-preview', method: 'POST', path: '/api/member/activate/preview', max: 60, windowMs: HOUR_MS },
  { name: 'verify-preview', method: 'POST', path: '/api/member/verify-email/preview', max: 60, windowMs: HOUR_MS },
  { name: 'reset-preview', method: 'POST', path: '/api/auth/reset/preview', max: 60, windowMs: HOUR_MS },
  { name: 'undo-change', method: 'POST', path: '/api/member/undo-change', max: 30, windowMs: HOUR_MS },
  // The press of /linksignin checks the member's password: limited like the other password checks.
  { name: 'sign-in-link', method: 'POST', path: '/api/member/sign-in-links/confirm', max: 20, windowMs: HOUR_MS },
  { name: 'undo-preview', method: 'POST', path: '/api/member/undo-change/preview', max: 60, windowMs: HOUR_MS },
  { name: 'forgot', method: 'POST', path: '/api/auth/forgot', max: 10, windowMs: HOUR_MS },
  { name: 'reset', method: 'POST', path: '/api/auth/reset', max: 20, windowMs: HOUR_MS },
  // The same forms sent without the app count in the same windows as the API's.
  { name: 'forgot', method: 'POST', path: '/memberlogin', max: 10, windowMs: HOUR_MS },
  { name: 'reset', method: 'POST', path: '/resetpassword', max: 20, windowMs: HOUR_MS },
  { name: 'refresh', method: 'POST', path: '/api/auth/refresh', max: 300, windowMs: HOUR_MS },
  { name: 'contact', method: 'POST', path: '/api/contactus/', max: 10, windowMs: HOUR_MS },
  // The contact form sent without the app counts in the same window as the API's.
  { name: 'contact', method: 'POST', path: '/contactus', max: 10, windowMs: HOUR_MS },
  // A visitor's sign-up mails a link: limited like the other public forms that send mail.
  { name: 'guest-booking', method: 'POST', path: '/api/events/:id/guest-bookings', max: 10, windowMs: HOUR_MS },
  // The same sign-up sent without the app mails the same link: limited as the API's is.
  { name: 'guest-booking', method: 'POST', path: '/events/:id', max: 10, windowMs: HOUR_MS },
  { name: 'booking-link', method: 'POST', path: '/api/bookings/', max: 30, windowMs: HOUR_MS },
  { name: 'oidc', method: 'GET', path: '/oauth2/', max: 60, windowMs: HOUR_MS },
  { name: 'oidc-exchange', method: 'POST', path: '/api/auth/oidc/exchange', max: 60, windowMs: HOUR_MS },
  // One per page read: generous for a person, a ceiling for a script inflating the counts.
  { name: 'page-view', method: 'POST', path: '/api/analytics/page-view', max: 600, windowMs: HOUR_MS },
];

function limitFor(method: string, url: string): TRouteLimit | undefined {
  return ROUTE_LIMITS.find(
    (limit) => limit.method === method && (limit.path.endsWith('/') ? url.startsWith(limit.path) : url === limit.path),
  );
}

/** The caller's address as the limits count it (an IPv6 client by its /64). */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** Counter keys carry no e-mail address in clear (they may sit in a shared Redis). */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

function connectRedis(url: string): Redis {
  // Commands wait for the connection; when Redis is down they fail fast and the limits are skipped.
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
}

type TRateLimitOptions = { config: Pick<TConfig, 'rateLimitRedisUrl' | 'rateLimitIpFactor'> };

async function rateLimits(app: FastifyInstance, { config }: TRateLimitOptions) {
  const factor = config.rateLimitIpFactor;
  // Runs before @fastify/rate-limit's own onRoute hook (added below), which reads config.rateLimit.
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limit = methods.map((method) => limitFor(method, route.url)).find(Boolean);
    if (!limit || route.config?.rateLimit !== undefined) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: limit.max * factor,
        timeWindow: limit.windowMs,
        keyGenerator: (request: FastifyRequest) => `${limit.name}:${clientAddress(request)}`,
      },
    };
  });

  const redis = config.rateLimitRedisUrl ? connectRedis(config.rateLimitRedisUrl) : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  app.decorate(
    'attemptCounters',
    redis ? createRedisAttemptCounters(redis, NAMESPACE, app.log) : createMemoryAttemptCounters(),
  );

  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: NAMESPACE,
    // An unreachable shared store must not take the site down: the limits then do not apply.
    skipOnError: Boolean(redis),
    errorResponseBuilder: () => tooManyRequests(),
  });
}

// skip-override is what fastify-plugin sets: the onRoute hook must see the routes of every context.
export const rateLimitPlugin = Object.assign(rateLimits, { [Symbol.for('skip-override')]: true });
