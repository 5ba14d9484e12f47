import type { FastifyPluginAsync } from 'fastify';
import {
  BOOKING_CHANGE_FORMS,
  BOOKING_CHANGE_PARAM,
  BOOKING_CHANGED,
  KEEP_FIELD_PREFIX,
  bookingChangeAddress,
  bookingChangeFormName,
  bookingsPagePath,
  type TBookingChangeForm,
} from '../../../shared/board-booking-change.ts';
import { ZAdminBookingChange, ZAdminBookingMove } from '../../../shared/bookings.ts';
import { ASK_CANCEL_PRESS, CANCEL_PRESS, CONFIRM_CANCEL, CONFIRM_PARAM } from '../../../shared/cancel-question.ts';
import { FORM_POST_DONE_PARAM, FORM_PRESS_FIELD } from '../../../shared/form-post.ts';
import { HttpError } from '../../http/errors.ts';
import { FieldValidationError, parseFields } from '../../http/field-errors.ts';
import { acceptFormsAtPagePath, answerRefusedForm, formValues, tickedBoxes } from '../../http/form-post.ts';
import { requireAdminFormPost, signedInUser, type TSessionCookieUserLoader } from '../../plugins/auth.ts';
import { rowIdOf } from './booking-answers.ts';
import { cancelBookingByBoard, moveBookingByBoard, shrinkBookingByBoard } from './booking-board-changes.service.ts';
import { bookingNotFound, requireBookingOfEvent } from './bookings-admin.service.ts';
import { eventNotFound } from './bookings.service.ts';

/*
 * The board's change of one booking sent without the app, at the event's bookings page that shows
 * it (POST /adminevents/:eventId/bookings?change=<bookingId>&form=shrink|move|cancel): an admin's
 * session cookie from the site's own pages (requireAdminFormPost). Each form runs the schema and
 * service function of its API route (PUT /api/admin/bookings/:id, PUT …/event, DELETE …) and answers
 * a 303 to the bookings page saying what was done, or that page again with the change open, what
 * was sent and the errors. The cancel button's own press only leads to the question
 * (`?confirm=cancel`); its Yes cancels. A booking of another event is no such booking (404).
 */

const COUNT_FIELDS = ['adults', 'children', 'guestAdults', 'guestChildren'] as const;
// A handful of ticks and counts.
const CHANGE_BODY_LIMIT = 4 * 1024;

/** The text fields a form sent, leaving out those it did not show (a visitor's counts on a family's booking). */
function sentFields(body: unknown, fields: readonly string[]): Record<string, string> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return formValues(
    body,
    fields.filter((field) => Object.hasOwn(source, field)),
  );
}

type TOptions = { userForCookie: TSessionCookieUserLoader };

/** Mounted under /adminevents: POST /adminevents/:eventId/bookings. */
export const bookingChangeFormPostRoutes: FastifyPluginAsync<TOptions> = async (app, { userForCookie }) => {
  const context = app.contexts.bookings;
  const atPagePath = acceptFormsAtPagePath(app, CHANGE_BODY_LIMIT);
  app.post<{ Params: { eventId: string }; Querystring: Record<string, unknown> }>(
    '/:eventId/bookings',
    { ...atPagePath, preHandler: requireAdminFormPost(userForCookie) },
    async (request, reply) => {
      const eventId = rowIdOf(request.params.eventId, eventNotFound);
      const form = BOOKING_CHANGE_FORMS.find((name) => name === request.query.form);
      const change = request.query[BOOKING_CHANGE_PARAM];
      if (!form || typeof change !== 'string') {
        return reply.code(404).send({ error: 'not_found', message: 'No such form on this page.' });
      }
      const bookingId = rowIdOf(change, bookingNotFound);
      await requireBookingOfEvent(context, eventId, bookingId);
      const userId = signedInUser(request).id;
      const [press] = Object.values(formValues(request.body, [FORM_PRESS_FIELD]));
      if (form === 'cancel' && press === ASK_CANCEL_PRESS) {
        return reply.redirect(`${bookingChangeAddress(eventId, bookingId)}&${CONFIRM_PARAM}=${CONFIRM_CANCEL}`, 303);
      }
      const counts = sentFields(request.body, COUNT_FIELDS);
      const kept = tickedBoxes(request.body, KEEP_FIELD_PREFIX);
      // What the page shows again after a refusal, by form: the fields as sent.
      const values: Record<TBookingChangeForm, Record<string, string>> = {
        shrink: { ...counts, ...Object.fromEntries(kept.map((givenId) => [`${KEEP_FIELD_PREFIX}${givenId}`, 'true'])) },
        move: formValues(request.body, ['eventId']),
        cancel: {},
      };
      try {
        if (form === 'shrink') {
          const smaller = parseFields(ZAdminBookingChange, { ...counts, attendees: kept });
          await shrinkBookingByBoard(context, userId, bookingId, smaller);
        } else if (form === 'move') {
          await moveBookingByBoard(context, userId, bookingId, parseFields(ZAdminBookingMove, values.move).eventId);
        } else {
          if (press !== CANCEL_PRESS) throw new HttpError(400, 'bad_request', 'Say whether to cancel.');
          await cancelBookingByBoard(context, userId, bookingId);
        }
      } catch (error) {
        const refused = { form: bookingChangeFormName(form), values: values[form] };
        if (error instanceof FieldValidationError)
          return answerRefusedForm(request, reply, { ...refused, errors: error.fields });
        if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 404) throw error;
        return answerRefusedForm(request, reply, { ...refused, errors: {}, refusal: error.code });
      }
      return reply.redirect(`${bookingsPagePath(eventId)}?${FORM_POST_DONE_PARAM}=${BOOKING_CHANGED[form]}`, 303);
    },
  );
};
