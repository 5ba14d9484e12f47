import type { FastifyPluginAsync } from 'fastify';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import { DEFAULT_LANGUAGE } from '../../../shared/languages.ts';
import {
  formAfterPress,
  formOfPost,
  languageOfPost,
  postOfForm,
  REGISTRATION_FORM,
  registrationOfForm,
} from '../../../shared/registration-form.ts';
import { ZRegistration } from '../../../shared/registration.schema.ts';
import { controlCharacterFields, fieldErrors } from '../../http/field-errors.ts';
import { AT_PAGE_PATH, acceptUrlencodedForms, answerRefusedForm, answerSentForm } from '../../http/form-post.ts';
import { duplicateEmailAnswer } from './registration.answers.ts';
import { REGISTRATION_BODY_LIMIT } from './registration.routes.ts';
import { registerFamily } from './registration.service.ts';

/*
 * The registration form sent without the app (src/server/http/form-post.ts), at its page's path.
 * The kids are plain rows of fields: "Add kid" and a kid's "Remove" are submit buttons naming their
 * press (`intent`), answered with the page again, as typed, with one row more or less and no
 * errors. The send itself makes the form from the post as the browser's form does, runs the same
 * schema and service function as POST /api/membership/register, and answers a 303 to the page's
 * success state, or the page again (400) with what was typed and the errors.
 */

/** POST /memberregistration. */
export const registrationFormPostRoutes: FastifyPluginAsync = async (app) => {
  const context = app.contexts.registration;
  acceptUrlencodedForms(app, REGISTRATION_BODY_LIMIT);
  app.post('/', { ...AT_PAGE_PATH, bodyLimit: REGISTRATION_BODY_LIMIT }, async (request, reply) => {
    const fields = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const form = formOfPost(fields);
    const pressed = formAfterPress(form, fields);
    if (pressed)
      return answerRefusedForm(request, reply, { form: REGISTRATION_FORM, values: postOfForm(pressed), errors: {} });

    const refused = (errors: Record<string, string>, refusal?: string) =>
      answerRefusedForm(request, reply, { form: REGISTRATION_FORM, values: postOfForm(form), errors, refusal });
    const registration = registrationOfForm(form, languageOfPost(fields));
    const parsed = ZRegistration.safeParse(registration);
    if (!parsed.success) return refused(fieldErrors(parsed.error));
    const controlFields = controlCharacterFields(registration);
    if (Object.keys(controlFields).length > 0) return refused(controlFields);

    const outcome = await registerFamily(context, parsed.data);
    if (!outcome.ok) {
      // The page words the refusal in its own language; the answer names the fields.
      const answer = duplicateEmailAnswer(outcome.duplicates, DEFAULT_LANGUAGE);
      return refused(answer.fields ?? {}, answer.error);
    }
    request.log.info({ givenIds: outcome.givenIds }, 'family registered');
    return answerSentForm(reply, '/memberregistration', FORM_POST_DONE_PARAM);
  });
};
