import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

type TSecurityHeadersOptions = { production: boolean };

type THeaders = Readonly<Record<string, string>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers a page carries, the fullest set; also for answers made before routing (errors.ts). */
    securityHeaders: THeaders;
    /** The headers of an answer under /api/; also for requests Node's parser refuses (client-error.ts). */
    apiSecurityHeaders: THeaders;
  }
}

/** The built site loads everything from its own origin with no inline script, so the CSP can be this strict. */
export function contentSecurityPolicy(production: boolean): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    // No page uses <base>; 'none' is what OWASP ASVS 5.0 V3.4.3 asks for at the least.
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Only behind real HTTPS: on http://localhost it would break every asset.
    ...(production ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Powerful browser features the site never uses, switched off for its pages and for anything that
 * might frame or be framed by them: injected script cannot turn on a camera, microphone, location or
 * payment sheet. Only feature names Chromium knows (an unknown one is a console error on every page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/*
 * An answer under /api/ is data for the site's own scripts (JSON, a picture, a QR code, a CSV
 * download), never a page that runs script or frames another. It keeps what still protects such an
 * answer opened as a document: a CSP that allows no script but the site's own files, no plugins, no
 * <base>, no form sent elsewhere and no framing; nosniff; the referrer and permissions policies;
 * Cross-Origin-Resource-Policy against other sites' no-cors reads; HSTS. What only a rendered page
 * reads (where its styles, pictures, fonts and calls may come from, Cross-Origin-Opener-Policy,
 * Origin-Agent-Cluster, X-Frame-Options, which frame-ancestors replaces) and the headers of browsers
 * long gone are left out (docs/decisions/0012).
 */
const API_POLICY_DIRECTIVES = [
  'defaultSrc',
  'scriptSrc',
  'objectSrc',
  'baseUri',
  'formAction',
  'frameAncestors',
  'upgradeInsecureRequests',
];
const API_HEADERS = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'permissions-policy',
];

/** The page's CSP cut to the directives that bear on an answer that is not a page. */
export function apiContentSecurityPolicy(production: boolean): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(contentSecurityPolicy(production)).filter(([name]) => API_POLICY_DIRECTIVES.includes(name)),
  );
}

// Headers of every answer that are not helmet's: left out of what the probe below captures.
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * @fastify/helmet builds helmet's middleware anew for every request (a sixth of the CPU of a cached
 * public read under load), yet with one global configuration its headers never change: they are
 * worked out once on a throwaway instance and then set as they are.
 */
async function helmetHeaders(
  production: boolean,
  directives: Record<string, string[]>,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    strictTransportSecurity: production,
  });
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return {
    ...Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name, value]) => !NOT_HELMETS.has(name) && value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    ),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** The headers of a page, and those of an answer under /api/ (see API_HEADERS). */
export async function securityHeaderSets(production: boolean): Promise<{ page: THeaders; api: THeaders }> {
  const page = await helmetHeaders(production, contentSecurityPolicy(production));
  const apiPolicy = (await helmetHeaders(production, apiContentSecurityPolicy(production)))['content-security-policy'];
  const api: Record<string, string> = { 'content-security-policy': String(apiPolicy) };
  for (const name of API_HEADERS) if (page[name] !== undefined) api[name] = page[name];
  return { page, api };
}

async function securityHeaders(app: FastifyInstance, options: TSecurityHeadersOptions) {
  const { page, api } = await securityHeaderSets(options.production);
  app.decorate('securityHeaders', page);
  app.decorate('apiSecurityHeaders', api);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith('/api/') ? api : page);
    done();
  });
}

// skip-override is what fastify-plugin sets: the headers go on every answer, not a child context's only.
export const securityHeadersPlugin = Object.assign(securityHeaders, { [Symbol.for('skip-override')]: true });
