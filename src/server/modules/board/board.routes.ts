import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBoardAnswer } from '../../../shared/board.schema.ts';
import { sendJsonAnswer, toJsonAnswer } from '../../http/json-answer.ts';
import { createTtlCache, type TTtlCache } from '../../http/ttl-cache.ts';
import { publicBoard } from './board.service.ts';

type TBoardRoutesOptions = { cache?: TTtlCache };

/** GET /api/content/board: the public board per financial year, cached in the process. */
export const boardRoutes: FastifyPluginAsyncZod<TBoardRoutesOptions> = async (app, options) => {
  const cache = options.cache ?? createTtlCache();

  app.get(
    '/board',
    {
      schema: { summary: 'Board members per financial year, FY 2025 down to FY 2021', response: { 200: ZBoardAnswer } },
    },
    async (request, reply) => {
      const answer = await cache.get('board:json', async () => toJsonAnswer(ZBoardAnswer, await publicBoard(app.db)));
      return sendJsonAnswer(request, reply, answer);
    },
  );
};
