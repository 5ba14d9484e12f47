import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUndoAnswer, ZUndoPreview } from '../../../shared/accounts.schema.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { ZUndoChangeBody } from './account-schemas.ts';
import { previewUndo, undoChange } from './change-undo.service.ts';

const INVALID_UNDO = {
  error: 'invalid_token',
  message: 'This link is not valid any more: it was used already or has expired.',
} as const;

/**
 * /api/member/undo-change: the link the old address gets after a change of sign-in e-mail or
 * password. The page asks what it would put back (preview), then acts on the owner's press.
 */
export const changeUndoRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.contexts.accounts;
  app.post(
    '/undo-change/preview',
    {
      schema: {
        summary: 'What the undo link would put back (the page shows it before its button); changes nothing',
        body: ZUndoChangeBody,
        response: {
          200: ZUndoPreview,
          400: ZErrorResponse,
        },
      },
    },
    async (request) => previewUndo(store, request.body.code),
  );

  app.post(
    '/undo-change',
    {
      schema: {
        summary: 'Put a change of sign-in e-mail or password back (7 days, once); ends every session',
        body: ZUndoChangeBody,
        response: { 200: ZUndoAnswer, 400: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const result = await undoChange(store, request.body.code);
      if (result === 'invalid') return reply.code(400).send(INVALID_UNDO);
      if (result === 'email_taken') {
        return reply.code(409).send({
          error: 'email_taken',
          message: 'Another member has that e-mail address now: please contact the board.',
        });
      }
      return { ok: true as const };
    },
  );
};
