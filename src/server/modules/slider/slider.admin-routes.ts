import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSliderAltTexts, ZSliderAnswer, ZSliderImageUpdate } from '../../../shared/slider.schema.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { pathId } from '../../http/path-id.ts';
import { FieldValidationError, fieldErrors } from '../../http/field-errors.ts';
import { imageTooLarge } from '../images/index.ts';
import { readPictureForm } from '../../http/multipart-form.ts';
import { addSlide, adminSlides, changeSlide, removeSlide, slideNotFound } from './slider.service.ts';

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const ADMIN_RESPONSES = {
  200: ZSliderAnswer,
  400: ZFieldErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

const idOf = (value: string) => pathId(value, slideNotFound);

function actorOf(request: FastifyRequest): number {
  return signedInUser(request).id;
}

/**
 * The board's slides (under /api/admin, role Admin): list, upload, change and removal. Each change
 * clears the cache the public answer (slider.routes.ts) comes from.
 */
export const sliderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin, like the events' own registration.
  await app.register(multipart);
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.slider;

  app.get(
    '/slider',
    {
      schema: { summary: 'The slides (admins)', security, response: { 200: ZSliderAnswer, 401: ZErrorResponse } },
    },
    async () => adminSlides(context),
  );

  app.post(
    '/slider',
    {
      schema: {
        summary: 'Add a slide (admins): multipart with the file part "picture" and altEn, altTa, altSv',
        security,
        consumes: ['multipart/form-data'],
        response: { ...ADMIN_RESPONSES, 413: ZErrorResponse, 415: ZErrorResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the slide as a multipart form.');
      }
      // The same form reader as the event editor's: text fields and one file part named "picture".
      const form = await readPictureForm(request, imageTooLarge);
      const parsed = ZSliderAltTexts.safeParse(form.fields);
      const fields = parsed.success ? {} : fieldErrors(parsed.error);
      if (!form.pictureFile) fields.picture = 'mandatory';
      if (!parsed.success || !form.pictureFile) throw new FieldValidationError(fields);
      return addSlide(context, actorOf(request), parsed.data, form.pictureFile);
    },
  );

  app.put(
    '/slider/:id',
    {
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
    '/slider/:id',
    {
      schema: { summary: 'Remove a slide (admins)', security, params: ZIdParams, response: ADMIN_RESPONSES },
    },
    async (request) => removeSlide(context, actorOf(request), idOf(request.params.id)),
  );
};
