import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBoardAnswer } from '../../../shared/board.schema.ts';
import { sendJsonAnswer } from '../../http/json-answer.ts';
import { publicBoard } from './board.service.ts';

/** GET /api/content/board: the public board per financial year, cached in the process. */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { board } = app.contexts;

  app.get(
    '/board',
    {
      schema: { summary: 'Board members per financial year, FY 2025 down to FY 2021', response: { 200: ZBoardAnswer } },
    },
    async (request, reply) => sendJsonAnswer(request, reply, await publicBoard(board)),
  );
};
