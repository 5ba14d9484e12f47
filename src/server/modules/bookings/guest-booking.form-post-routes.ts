import type { FastifyPluginAsync } from 'fastify';
import { ZGuestBookingInput } from '../../../shared/bookings.ts';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import { HttpError } from '../../http/errors.ts';
import { FieldValidationError, fieldErrors } from '../../http/field-errors.ts';
import { acceptUrlencodedForms, answerRefusedForm, answerSentForm, formValues } from '../../http/form-post.ts';
import { rowIdOf } from './booking-answers.ts';
import { eventNotFound } from './bookings.service.ts';
import { requestGuestBooking } from './guest-bookings.service.ts';

/*
 * A visitor's sign-up sent without the app (src/server/http/form-post.ts): a public form, like the
 * contact form, at the event's own page. It runs the same schema and service function as
 * POST /api/events/:id/guest-bookings and answers a 303 to the page's sent state (the same words the
 * app shows after its call: the mail's link books), or the event's page again with what was typed
 * and the errors. No such event (or one closed to visitors) answers 404 as the API does.
 */

const GUEST_BOOKING_FIELDS = ['name', 'email', 'phone', 'adults', 'children', 'note', 'language'] as const;
// A note of 500 Tamil characters is 1.5 KB; the rest is small.
const GUEST_BOOKING_BODY_LIMIT = 16 * 1024;

/** POST /events/:id. */
export const guestBookingFormPostRoutes: FastifyPluginAsync = async (app) => {
  const context = app.contexts.bookings;
  acceptUrlencodedForms(app, GUEST_BOOKING_BODY_LIMIT);
  app.post<{ Params: { id: string } }>('/:id', { bodyLimit: GUEST_BOOKING_BODY_LIMIT }, async (request, reply) => {
    const eventId = rowIdOf(request.params.id, eventNotFound);
    const values = formValues(request.body, GUEST_BOOKING_FIELDS);
    // The page's language rides along as the app sends it; a post without one gets the schema's default.
    const { language, ...shown } = values;
    const form = 'event-signup';
    try {
      const parsed = ZGuestBookingInput.safeParse(language === '' ? shown : values);
      if (!parsed.success) throw new FieldValidationError(fieldErrors(parsed.error));
      await requestGuestBooking(context, eventId, parsed.data);
    } catch (error) {
      if (error instanceof FieldValidationError)
        return answerRefusedForm(request, reply, { form, values: shown, errors: error.fields });
      // A sign-up closed or too large for one visitor is said on the form; no such event is the API's 404.
      if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 404) throw error;
      return answerRefusedForm(request, reply, { form, values: shown, errors: {}, refusal: error.code });
    }
    return answerSentForm(reply, `/events/${encodeURIComponent(request.params.id)}`, FORM_POST_DONE_PARAM);
  });
};
