import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseRowId } from '../../../shared/row-id.ts';
import { ZSliderAltTexts, ZSliderAnswer, ZSliderImageUpdate } from '../../../shared/slider.schema.ts';
import { sendJsonAnswer, toJsonAnswer } from '../../http/json-answer.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse } from '../../plugins/errors.ts';
import { createEventsCache, type TEventsCache } from '../events/events.cache.ts';
import { fieldErrors, ZFieldErrorResponse } from '../events/events.schemas.ts';
import { readMultipartEventForm } from '../events/event-form.ts';
import {
  addSlide,
  adminSlides,
  changeSlide,
  publicSlides,
  removeSlide,
  slideNotFound,
  type TSliderContext,
} from './slider.service.ts';

type TSliderRoutesOptions = { cache?: TEventsCache };

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const ADMIN_RESPONSES = {
  200: ZSliderAnswer,
  400: ZFieldErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

function idOf(value: string): number {
  const id = parseRowId(value);
  if (id === null) throw slideNotFound();
  return id;
}

function actorOf(request: FastifyRequest): number {
  if (!request.user) throw new HttpError(401, 'unauthorized', 'Please log in.');
  return request.user.id;
}

/**
 * The home page's slides: GET /api/content/slider for everyone (cached in the process, DESIGN.md
 * 4a), and the board's list, upload, change and removal under /api/admin/slider. One plugin, so
 * every admin change clears the very cache the public answer comes from.
 */
export const sliderRoutes: FastifyPluginAsyncZod<TSliderRoutesOptions> = async (app, options) => {
  // Scoped to this plugin, like the events' own registration.
  await app.register(multipart);
  const context: TSliderContext = { db: app.db, cache: options.cache ?? createEventsCache() };

  app.get(
    '/content/slider',
    { schema: { summary: 'The home page slides in the order they show', response: { 200: ZSliderAnswer } } },
    async (request, reply) => {
      // Serialized once per cache fill: every visit to / reads it (npm run bench).
      const answer = await context.cache.get('json:public', async () =>
        toJsonAnswer(ZSliderAnswer, await publicSlides(context)),
      );
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.get(
    '/admin/slider',
    {
      onRequest: requireAdmin,
      schema: { summary: 'The slides (admins)', security, response: { 200: ZSliderAnswer, 401: ZErrorResponse } },
    },
    async () => adminSlides(context),
  );

  app.post(
    '/admin/slider',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Add a slide (admins): multipart with the file part "picture" and altEn, altTa, altSv',
        security,
        consumes: ['multipart/form-data'],
        response: { ...ADMIN_RESPONSES, 413: ZErrorResponse, 415: ZErrorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the slide as a multipart form.');
      }
      // The same form reader as the event editor's: text fields and one file part named "picture".
      const form = await readMultipartEventForm(request);
      const parsed = ZSliderAltTexts.safeParse(form.fields);
      const fields = parsed.success ? {} : fieldErrors(parsed.error);
      if (!form.pictureFile) fields.picture = 'mandatory';
      if (!parsed.success || !form.pictureFile) {
        return reply.code(400).send({ error: 'validation', message: 'Some fields are not valid.', fields });
      }
      return addSlide(context, actorOf(request), parsed.data, form.pictureFile);
    },
  );

  app.put(
    '/admin/slider/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Change the alternative texts and the position of a slide (admins)',
        security,
        params: ZIdParams,
        body: ZSliderImageUpdate,
        response: ADMIN_RESPONSES,
      },
    },
    async (request) => changeSlide(context, actorOf(request), idOf(request.params.id), request.body),
  );

  app.delete(
    '/admin/slider/:id',
    {
      onRequest: requireAdmin,
      schema: { summary: 'Remove a slide (admins)', security, params: ZIdParams, response: ADMIN_RESPONSES },
    },
    async (request) => removeSlide(context, actorOf(request), idOf(request.params.id)),
  );
};
