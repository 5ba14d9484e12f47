import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { ZContactRequest } from '../../../shared/contact.schema.ts';
import { CONTACT_SUCCESS_TEXT } from '../../../shared/contact.ts';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import { ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { FieldValidationError, fieldErrors, validationAnswer } from '../../http/field-errors.ts';
import { acceptFormsAtPagePath, answerRefusedForm, answerSentForm, formValues } from '../../http/form-post.ts';
import { sendContactMessage } from './contact.service.ts';

// The longest message is 5000 characters; Tamil text is three bytes a character.
const CONTACT_BODY_LIMIT = 32 * 1024;

const CONTACT_FORM_FIELDS = ['fullName', 'email', 'subject', 'message', 'website'] as const;

/** POST /contactus: the contact page's form sent without the app, urlencoded (src/server/http/form-post.ts). */
export const contactFormPostRoutes: FastifyPluginAsync = async (app) => {
  const context = app.contexts.contact;
  const atPagePath = acceptFormsAtPagePath(app, CONTACT_BODY_LIMIT);
  app.post('/', atPagePath, async (request, reply) => {
    const values = formValues(request.body, CONTACT_FORM_FIELDS);
    const { website: _honeypot, ...shown } = values;
    try {
      const parsed = ZContactRequest.safeParse(values);
      if (!parsed.success) throw new FieldValidationError(fieldErrors(parsed.error));
      await sendContactMessage(context, parsed.data, request.log);
    } catch (error) {
      if (!(error instanceof FieldValidationError)) throw error;
      return answerRefusedForm(request, reply, { form: 'contact', values: shown, errors: error.fields });
    }
    return answerSentForm(reply, '/contactus', FORM_POST_DONE_PARAM);
  });
};

/** /api/contactus: a visitor writes to the board; limited per address by path. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.contact;
  app.post(
    '/save',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      attachValidation: true,
      schema: {
        summary: 'Send a message to the association; answers the success text as text/plain',
        body: ZContactRequest,
        response: { 200: z.string(), 400: ZFieldErrorResponse, 413: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.code(400).send(validationAnswer(request.validationError.validation));
      }
      await sendContactMessage(context, request.body, request.log);
      return reply.type('text/plain; charset=utf-8').send(CONTACT_SUCCESS_TEXT);
    },
  );
};
