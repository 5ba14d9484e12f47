import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAssociation, type TAssociation } from '../../../shared/association.ts';

/** GET /api/content/association: the details the footer, contact page and payments show. */
export const associationRoutes: FastifyPluginAsyncZod<{ association: TAssociation }> = async (app, options) => {
  app.get(
    '/association',
    { schema: { summary: 'The association details', response: { 200: ZAssociation } } },
    async () => options.association,
  );
};
