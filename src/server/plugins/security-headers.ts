import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type TSecurityHeadersOptions = { production: boolean };

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
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Only behind real HTTPS: on http://localhost it would break every asset.
    ...(production ? { upgradeInsecureRequests: [] } : {}),
  };
}

async function securityHeaders(app: FastifyInstance, options: TSecurityHeadersOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.production) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    strictTransportSecurity: options.production,
  });
}

// skip-override is what fastify-plugin sets: the headers go on every answer, not a child context's only.
export const securityHeadersPlugin = Object.assign(securityHeaders, { [Symbol.for('skip-override')]: true });
