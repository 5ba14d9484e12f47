import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TOpenApiOptions = { version: string };

async function openapi(app: FastifyInstance, options: TOpenApiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Tamil association API', version: options.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Pages and assets of the web app are routes too; the document is about /api only.
    transform: (input) =>
      input.url.startsWith('/api/') ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
}

// skip-override is what fastify-plugin sets: swagger must see the routes registered in sibling contexts.
export const openapiPlugin = Object.assign(openapi, { [Symbol.for('skip-override')]: true });
