import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBannerFields,
  ZNewsAdminAnswer,
  ZNewsAdminBannerAnswer,
  ZNewsAdminPost,
  ZNewsPostFields,
  ZNewsPreviewAnswer,
  ZNewsPreviewRequest,
} from '../../../shared/news.schema.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { FORM_REFUSALS, HttpError, UPLOAD_REFUSALS } from '../../http/errors.ts';
import { pathId } from '../../http/path-id.ts';
import { clearBanner, setBanner } from './news-banner.service.ts';
import { adminNews, createPost, deletePost, postNotFound, previewBody, updatePost } from './news.service.ts';

/** A picture travels as a data URL: base64 (4/3 of 5 MB) plus three languages of text. */
const POST_BODY_LIMIT = 7 * 1024 * 1024 + 256 * 1024;

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const ERRORS = { ...FORM_REFUSALS, ...UPLOAD_REFUSALS };

const idOf = (value: string) => pathId(value, postNotFound);

function actorOf(request: FastifyRequest): number {
  const actorId = request.user?.id;
  if (actorId === undefined) throw new HttpError(401, 'unauthorized', 'Please log in.');
  return actorId;
}

/**
 * /api/admin/news: the board's posts (drafts and scheduled ones too), their preview, and the home
 * page's banner. Every change is audit-logged in its own transaction and clears the public cache.
 */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.news;

  app.get(
    '',
    {
      schema: {
        summary: 'Every news post and the banner (admin)',
        security,
        response: { 200: ZNewsAdminAnswer, ...ERRORS },
      },
    },
    async () => adminNews(context),
  );

  app.post(
    '',
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        summary: 'Write a news post (admin)',
        security,
        body: ZNewsPostFields,
        response: { 200: ZNewsAdminPost, ...ERRORS },
      },
    },
    async (request) => createPost(context, actorOf(request), request.body),
  );

  app.post(
    '/preview',
    {
      schema: {
        summary: 'A body rendered as readers will see it (admin)',
        security,
        body: ZNewsPreviewRequest,
        response: { 200: ZNewsPreviewAnswer, ...ERRORS },
      },
    },
    async (request) => previewBody(request.body.body),
  );

  app.put(
    '/banner',
    {
      schema: {
        summary: "Set the home page's upcoming-event banner (admin)",
        security,
        body: ZBannerFields,
        response: { 200: ZNewsAdminBannerAnswer, ...ERRORS },
      },
    },
    async (request) => setBanner(context, actorOf(request), request.body),
  );

  app.delete(
    '/banner',
    {
      schema: { summary: "Take the home page's banner down (admin)", security, response: { 204: z.null(), ...ERRORS } },
    },
    async (request, reply) => {
      await clearBanner(context, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id',
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        summary: 'Change a news post (admin)',
        security,
        params: ZIdParams,
        body: ZNewsPostFields,
        response: { 200: ZNewsAdminPost, ...ERRORS },
      },
    },
    async (request) => updatePost(context, actorOf(request), idOf(request.params.id), request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a news post (admin)',
        security,
        params: ZIdParams,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await deletePost(context, actorOf(request), idOf(request.params.id));
      return reply.code(204).send(null);
    },
  );
};
