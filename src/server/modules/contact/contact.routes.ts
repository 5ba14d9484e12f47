import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAssociation } from '../../../shared/association.ts';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { CONTACT_SUCCESS_TEXT, ZContactRequest, type TContactRequest } from '../../../shared/contact.schema.ts';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import { ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { controlCharacterFields, fieldErrors, validationAnswer } from '../../http/field-errors.ts';
import {
  AT_PAGE_PATH,
  acceptUrlencodedForms,
  answerRefusedForm,
  answerSentForm,
  formValues,
} from '../../http/form-post.ts';
import { saveContactMessage } from './contact.service.ts';

type TContactRoutesOptions = { association: TAssociation };

// The longest message is 5000 characters; Tamil text is three bytes a character.
const CONTACT_BODY_LIMIT = 32 * 1024;
// A message may hold line breaks and tabs; other control characters are refused.
const ALLOWED_IN_MESSAGE = /[\n\r\t]/g;

type TSendContext = { app: FastifyInstance; options: TContactRoutesOptions; log: FastifyBaseLogger };

/** What both the JSON route and the form sent without the app do once the schema holds. */
async function sendContactRequest(
  request: TContactRequest,
  { app, options, log }: TSendContext,
): Promise<{ kind: 'invalid'; fields: Record<string, string> } | { kind: 'sent' }> {
  const { website, ...fields } = request;
  const controlFields = controlCharacterFields({ ...fields, message: fields.message.replace(ALLOWED_IN_MESSAGE, ' ') });
  if (Object.keys(controlFields).length > 0) return { kind: 'invalid', fields: controlFields };
  // The honeypot: a person never sees the field, so whoever filled it is a bot. Same answer, nothing kept.
  if (website !== undefined && website !== '') {
    log.info('contact honeypot filled; message dropped');
    return { kind: 'sent' };
  }
  const id = await saveContactMessage(fields, {
    db: app.db,
    association: options.association,
    publicUrl: app.config.publicUrl,
  });
  log.info({ contactMessageId: id }, 'contact message stored');
  return { kind: 'sent' };
}

const CONTACT_FORM_FIELDS = ['fullName', 'email', 'subject', 'message', 'website'] as const;

/** POST /contactus: the contact page's form sent without the app, urlencoded (src/server/http/form-post.ts). */
export const contactFormPostRoutes: FastifyPluginAsync<TContactRoutesOptions> = async (app, options) => {
  acceptUrlencodedForms(app, CONTACT_BODY_LIMIT);
  app.post('/', { ...AT_PAGE_PATH, bodyLimit: CONTACT_BODY_LIMIT }, async (request, reply) => {
    const values = formValues(request.body, CONTACT_FORM_FIELDS);
    const parsed = ZContactRequest.safeParse(values);
    const outcome = parsed.success
      ? await sendContactRequest(parsed.data, { app, options, log: request.log })
      : { kind: 'invalid' as const, fields: fieldErrors(parsed.error) };
    if (outcome.kind === 'sent') return answerSentForm(reply, '/contactus', FORM_POST_DONE_PARAM);
    const { website: _honeypot, ...shown } = values;
    return answerRefusedForm(request, reply, { form: 'contact', values: shown, errors: outcome.fields });
  });
};

/** /api/contactus: a visitor writes to the board; limited per address by path. */
export const contactRoutes: FastifyPluginAsyncZod<TContactRoutesOptions> = async (app, options) => {
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
      const outcome = await sendContactRequest(request.body, { app, options, log: request.log });
      if (outcome.kind === 'invalid') {
        return reply
          .code(400)
          .send({ error: 'validation', message: 'Some fields are not valid.', fields: outcome.fields });
      }
      return reply.type('text/plain; charset=utf-8').send(CONTACT_SUCCESS_TEXT);
    },
  );
};
