import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAssociation, type TAssociation } from '../../../shared/association.ts';
import { sendJsonAnswer, toJsonAnswer } from '../../http/json-answer.ts';

/** GET /api/content/association: the details the footer, contact page and payments show. */
export const associationRoutes: FastifyPluginAsyncZod<{ association: TAssociation }> = async (app, options) => {
  // association.json is read once at start, so its answer is too.
  const answer = toJsonAnswer(ZAssociation, options.association);
  app.get(
    '/association',
    { schema: { summary: 'The association details', response: { 200: ZAssociation } } },
    async (request, reply) => sendJsonAnswer(request, reply, answer),
  );
};
