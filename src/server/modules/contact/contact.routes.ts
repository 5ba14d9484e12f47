import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAssociation } from '../../../shared/association.ts';
import { CONTACT_SUCCESS_TEXT, ZContactRequest } from '../../../shared/contact.schema.ts';
import { ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { controlCharacterFields, validationAnswer } from '../../http/field-errors.ts';
import { saveContactMessage } from './contact.service.ts';

type TContactRoutesOptions = { association: TAssociation };

// The longest message is 5000 characters; Tamil text is three bytes a character.
const CONTACT_BODY_LIMIT = 32 * 1024;
// A message may hold line breaks and tabs; other control characters are refused.
const ALLOWED_IN_MESSAGE = /[\n\r\t]/g;

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
      const { website, ...fields } = request.body;
      const controlFields = controlCharacterFields({
        ...fields,
        message: fields.message.replace(ALLOWED_IN_MESSAGE, ' '),
      });
      if (Object.keys(controlFields).length > 0) {
        return reply
          .code(400)
          .send({ error: 'validation', message: 'Some fields are not valid.', fields: controlFields });
      }
      // The honeypot: a person never sees the field, so whoever filled it is a bot. Same answer, nothing kept.
      if (website !== undefined && website !== '') {
        request.log.info('contact honeypot filled; message dropped');
      } else {
        const id = await saveContactMessage(fields, {
          db: app.db,
          association: options.association,
          publicUrl: app.config.publicUrl,
        });
        request.log.info({ contactMessageId: id }, 'contact message stored');
      }
      return reply.type('text/plain; charset=utf-8').send(CONTACT_SUCCESS_TEXT);
    },
  );
};
