import multipart from '@fastify/multipart';
import { parseRowId } from '../../../shared/row-id.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLanguageQuery } from '../../../shared/language-schema.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { loadUser, requireAdmin, requireUser, signedInUser } from '../../plugins/auth.ts';
import { sendJsonAnswer, toJsonAnswer } from '../../http/json-answer.ts';
import { HttpError, PICTURE_CHANGE_REFUSALS, ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { pathId } from '../../http/path-id.ts';
import { sendImage, imageTooLarge } from '../images/index.ts';
import { buildCalendar } from './calendar.ts';
import { DATA_URL_BODY_LIMIT, readPictureForm, type TPictureForm } from '../../http/multipart-form.ts';
import {
  ZEventAnswer,
  ZEventFields,
  ZEventFullAnswer,
  ZEventList,
  ZEventUpdateFields,
  ZMessageBody,
} from './events.schemas.ts';
import { parseFields } from '../../http/field-errors.ts';
import {
  addDetail,
  calendarEvents,
  deleteDetail,
  eventAnswer,
  eventNotFound,
  listEvents,
  saveEvent,
  type TViewer,
} from './events.service.ts';

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const ZDeleteParams = z.object({ id: z.string(), commentId: z.string() });
const ZImageParams = z.object({ picture: z.string() });
const ZImageQuery = z.object({ w: z.string().optional() });

const DETAIL_RESPONSES = {
  200: ZEventFullAnswer,
  400: ZFieldErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const SAVE_RESPONSES = { 200: ZEventList, ...PICTURE_CHANGE_REFUSALS };

async function viewerOf(request: FastifyRequest): Promise<TViewer> {
  const user = await loadUser(request);
  if (!user) return { kind: 'visitor' };
  return { kind: user.role === 'Admin' ? 'admin' : 'member', userId: user.id };
}

/** After requireUser: the signed-in viewer (member or admin). */
function signedInViewer(request: FastifyRequest): Exclude<TViewer, { kind: 'visitor' }> {
  const user = signedInUser(request);
  return { kind: user.role === 'Admin' ? 'admin' : 'member', userId: user.id };
}

const idOf = (value: string) => pathId(value, eventNotFound);

/** Multipart (the page's way) or JSON with the picture as a data URL. */
async function readEventForm(request: FastifyRequest): Promise<TPictureForm> {
  if (request.isMultipart()) return readPictureForm(request, imageTooLarge);
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'bad_request', 'Send the event as JSON or as a multipart form.');
  }
  return { fields: body as Record<string, unknown> };
}

/** /api/events: the list, an event with its notes and comments, their changes, pictures and calendars. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.events;

  app.get(
    '/all',
    {
      schema: {
        summary: 'Published events, newest first; for admins the unpublished ones too (Bearer optional)',
        security,
        response: { 200: ZEventList },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      void reply.header('vary', 'authorization').header('cache-control', 'no-cache');
      if (viewer.kind === 'admin') return listEvents(context, true);
      const answer = await context.cache.get('json:list:public', async () =>
        toJsonAnswer(ZEventList, await listEvents(context, false)),
      );
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'An event: a visitor gets its title only, a member its notes and comments (Bearer optional)',
        security,
        params: ZIdParams,
        response: { 200: ZEventAnswer, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const answer = await eventAnswer(context, id, await viewerOf(request));
      if (!answer) throw eventNotFound();
      void reply.header('vary', 'authorization').header('cache-control', 'no-cache');
      return answer;
    },
  );

  app.post(
    '/:id/addNotes',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Add a note (admins)',
        security,
        params: ZIdParams,
        body: ZMessageBody,
        response: DETAIL_RESPONSES,
      },
    },
    async (request) =>
      addDetail(context, idOf(request.params.id), signedInViewer(request), 'Notes', request.body.message),
  );

  app.post(
    '/:id/addComments',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Add a comment (members)',
        security,
        params: ZIdParams,
        body: ZMessageBody,
        response: DETAIL_RESPONSES,
      },
    },
    async (request) =>
      addDetail(context, idOf(request.params.id), signedInViewer(request), 'Comment', request.body.message),
  );

  app.delete(
    '/:id/deleteComments/:commentId',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete a comment: its author or an admin; a note: an admin',
        security,
        params: ZDeleteParams,
        response: DETAIL_RESPONSES,
      },
    },
    async (request) => {
      const detailId = parseRowId(request.params.commentId);
      if (detailId === null) throw new HttpError(404, 'not_found', 'There is no such comment on this event.');
      return deleteDetail(context, idOf(request.params.id), detailId, signedInViewer(request));
    },
  );

  // The two routes that take a picture, in a context of their own: @fastify/multipart adds two hooks
  // to every route beside it, which the public reads would pay for on every request (npm run bench).
  // Limits are per request (readPictureForm).
  await app.register(async (writes) => {
    await writes.register(multipart);

    writes.post(
      '/createEvent',
      {
        onRequest: requireAdmin,
        bodyLimit: DATA_URL_BODY_LIMIT,
        schema: {
          summary:
            'Create an event (admins): multipart with the file part "picture", or JSON with a data URL; ' +
            'answers the admin list, and the new event in the Location header',
          security,
          consumes: ['multipart/form-data', 'application/json'],
          response: SAVE_RESPONSES,
        },
      },
      async (request, reply) => {
        const form = await readEventForm(request);
        const fields = parseFields(ZEventFields, form.fields);
        const actor = signedInViewer(request).userId;
        const saved = await saveEvent(context, actor, { fields, pictureFile: form.pictureFile });
        // The editor stays on the new event: it learns its id here.
        void reply.header('location', `/api/events/${saved.eventId}`);
        return saved.list;
      },
    );

    writes.put(
      '/updateEvent',
      {
        onRequest: requireAdmin,
        bodyLimit: DATA_URL_BODY_LIMIT,
        schema: {
          summary: 'Change an event (admins): as createEvent, plus eventId',
          security,
          consumes: ['multipart/form-data', 'application/json'],
          response: SAVE_RESPONSES,
        },
      },
      async (request) => {
        const form = await readEventForm(request);
        const { eventId, ...fields } = parseFields(ZEventUpdateFields, form.fields);
        const actor = signedInViewer(request).userId;
        return (await saveEvent(context, actor, { fields, pictureFile: form.pictureFile }, eventId)).list;
      },
    );
  });

  app.get(
    '/Image/:picture',
    {
      schema: {
        summary: 'A picture: <hash>.webp (at most 1920 px wide) or <hash>-640.webp (640 px; also ?w=640)',
        params: ZImageParams,
        querystring: ZImageQuery,
      },
    },
    async (request, reply) => sendImage(context, request, reply, request.params.picture, request.query.w),
  );

  const sendCalendar = async (reply: FastifyReply, language: string | undefined, fileName: string, id?: number) => {
    const rows = await calendarEvents(context, id);
    if (id !== undefined && rows.length === 0) throw eventNotFound();
    const lang = toLanguage(language);
    const text = buildCalendar(rows, {
      publicUrl: context.publicUrl,
      calendarName: context.association.name[lang],
      language: lang,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'public, max-age=300')
      .send(text);
  };

  app.get(
    '/calendar.ics',
    { schema: { summary: 'All published events as iCalendar', querystring: ZLanguageQuery } },
    async (request, reply) => sendCalendar(reply, request.query.lang, 'events.ics'),
  );

  app.get(
    '/:id/calendar.ics',
    { schema: { summary: 'One published event as iCalendar', params: ZIdParams, querystring: ZLanguageQuery } },
    async (request, reply) => {
      const id = idOf(request.params.id);
      return sendCalendar(reply, request.query.lang, `event-${id}.ics`, id);
    },
  );
};
