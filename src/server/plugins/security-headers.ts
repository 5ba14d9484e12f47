import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

type TSecurityHeadersOptions = { production: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer carries; also for answers made before routing (errors.ts). */
    securityHeaders: Readonly<Record<string, string>>;
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

// Headers of every answer that are not helmet's: left out of what the probe below captures.
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * @fastify/helmet builds helmet's middleware anew for every request (a sixth of the CPU of a cached
 * public read under load), yet with one global configuration its headers never change: they are
 * worked out once on a throwaway instance and then set as they are.
 */
async function helmetHeaders(options: TSecurityHeadersOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.production) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    strictTransportSecurity: options.production,
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

async function securityHeaders(app: FastifyInstance, options: TSecurityHeadersOptions) {
  const headers = await helmetHeaders(options);
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

// skip-override is what fastify-plugin sets: the headers go on every answer, not a child context's only.
export const securityHeadersPlugin = Object.assign(securityHeaders, { [Symbol.for('skip-override')]: true });
