import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE } from '../../../shared/languages.ts';
import { ZRegistration } from '../../../shared/registration.schema.ts';
import { registrationSuccessText } from '../../../shared/registration-terms.ts';
import { z } from 'zod';
import { ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { duplicateEmailAnswer } from './registration.answers.ts';
import { controlCharacterFields, FieldValidationError, validationAnswer } from '../../http/field-errors.ts';
import { registerFamily } from './registration.service.ts';

// A family of seven is a few kilobytes; anything near this is not a registration.
export const REGISTRATION_BODY_LIMIT = 64 * 1024;

/** /api/membership: a visitor registers a family. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.registration;

  app.post(
    '/register',
    {
      bodyLimit: REGISTRATION_BODY_LIMIT,
      // The handler answers validation itself, so every field message is a key the form can translate.
      attachValidation: true,
      schema: {
        summary: 'Register a family for membership; answers the success text as text/plain',
        body: ZRegistration,
        // 200 is text/plain: Fastify sends a string with that type as it is, past the JSON serializer.
        response: { 200: z.string(), 400: ZFieldErrorResponse, 409: ZFieldErrorResponse, 413: ZErrorResponse },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.code(400).send(validationAnswer(request.validationError.validation));
      }
      const controlFields = controlCharacterFields(request.body);
      if (Object.keys(controlFields).length > 0) throw new FieldValidationError(controlFields);

      const outcome = await registerFamily(context, request.body);
      if (!outcome.ok) {
        return reply
          .code(409)
          .send(duplicateEmailAnswer(outcome.duplicates, request.body.language ?? DEFAULT_LANGUAGE));
      }
      request.log.info({ givenIds: outcome.givenIds }, 'family registered');
      return reply.type('text/plain; charset=utf-8').send(registrationSuccessText(context.association.shortName));
    },
  );
};
