import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAssociation, type TAssociation } from '../../../shared/association.ts';
import { sendJsonAnswer, toJsonAnswer, type TJsonAnswer } from '../../http/json-answer.ts';

/** GET /api/content/association: the details the footer, contact page and payments show. */
export const associationRoutes: FastifyPluginAsyncZod<{ association: TAssociation; version?: () => number }> = async (
  app,
  options,
) => {
  // Serialized once per version of the details: the board may change them while the server runs.
  const versionOf = options.version ?? (() => 0);
  let cached: { version: number; answer: TJsonAnswer } | undefined;
  app.get(
    '/association',
    { schema: { summary: 'The association details', response: { 200: ZAssociation } } },
    async (request, reply) => {
      const version = versionOf();
      if (cached?.version !== version) cached = { version, answer: toJsonAnswer(ZAssociation, options.association) };
      return sendJsonAnswer(request, reply, cached.answer);
    },
  );
};
