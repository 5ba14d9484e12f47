import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBoardAdminMember, ZBoardMemberFields } from '../../../shared/board-member.schema.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { PICTURE_CHANGE_REFUSALS, ZErrorResponse } from '../../http/errors.ts';
import { pathId } from '../../http/path-id.ts';
import { parseFields } from '../../http/field-errors.ts';
import { DATA_URL_BODY_LIMIT } from '../../http/multipart-form.ts';
import { readBoardForm } from './board-form.ts';
import {
  addBoardMember,
  changeBoardMember,
  memberNotFound,
  removeBoardMember,
  type TBoardChange,
} from './board-changes.service.ts';
import { adminBoard } from './board.service.ts';

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });

const idOf = (value: string) => pathId(value, memberNotFound);

function actorOf(request: FastifyRequest): number {
  return signedInUser(request).id;
}

/** The form checked with the shared schema; a refusal answers 400 with the fields' error keys. */
async function parseForm(request: FastifyRequest): Promise<TBoardChange> {
  const form = await readBoardForm(request);
  return { fields: parseFields(ZBoardMemberFields, form.fields), portrait: form.portrait };
}

/**
 * /api/admin/board: the board members of every year, changed by admins. Each change is
 * audit-logged in its own transaction and clears the public board's cache after the commit.
 */
export const boardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only in this context; limits are per request (readBoardForm).
  await app.register(multipart);
  app.addHook('onRequest', requireAdmin);
  const { board } = app.contexts;

  app.get(
    '/board',
    {
      schema: {
        summary: 'Board members of every financial year (admin)',
        security,
        response: { 200: z.array(ZBoardAdminMember), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => adminBoard(board),
  );

  app.post(
    '/board',
    {
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        summary: 'Add a board member (admin): multipart with the file part "portrait", or JSON with a data URL',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: ZBoardAdminMember, ...PICTURE_CHANGE_REFUSALS },
      },
    },
    async (request, reply) => {
      const actorId = actorOf(request);
      const member = await addBoardMember(board, actorId, await parseForm(request));
      return reply.code(201).send(member);
    },
  );

  app.put(
    '/board/:id',
    {
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        summary: 'Change a board member (admin): as POST; "removePortrait" (or portrait null in JSON) drops it',
        security,
        params: ZIdParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZBoardAdminMember, ...PICTURE_CHANGE_REFUSALS },
      },
    },
    async (request) => {
      const actorId = actorOf(request);
      const id = idOf(request.params.id);
      return changeBoardMember(board, actorId, id, await parseForm(request));
    },
  );

  app.delete(
    '/board/:id',
    {
      schema: {
        summary: 'Remove a board member (admin)',
        security,
        params: ZIdParams,
        response: { 204: z.null(), 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const actorId = actorOf(request);
      await removeBoardMember(board, actorId, idOf(request.params.id));
      return reply.code(204).send(null);
    },
  );
};
