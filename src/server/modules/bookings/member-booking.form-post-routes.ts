import type { FastifyPluginAsync } from 'fastify';
import { ZMemberBookingInput } from '../../../shared/bookings.ts';
import {
  ATTENDEE_FIELD_PREFIX,
  MEMBER_SIGNUP_FORM,
  SIGNUP_DONE,
  eventSignupAddress,
} from '../../../shared/event-signup.ts';
import { ASK_CANCEL_PRESS, CANCEL_PRESS, CONFIRM_CANCEL, CONFIRM_PARAM } from '../../../shared/cancel-question.ts';
import { FORM_POST_DONE_PARAM, FORM_PRESS_FIELD } from '../../../shared/form-post.ts';
import { HttpError } from '../../http/errors.ts';
import { FieldValidationError, parseFields } from '../../http/field-errors.ts';
import { acceptFormsAtPagePath, answerRefusedForm, formValues, tickedBoxes } from '../../http/form-post.ts';
import { requireSessionFormPost, type TSessionCookieUserLoader } from '../../plugins/auth.ts';
import { callerOf, rowIdOf } from './booking-answers.ts';
import { cancelMemberBooking, eventNotFound, saveMemberBooking } from './bookings.service.ts';

/*
 * The family's sign-up sent without the app (POST /events/:id/signup), signed in by the session
 * cookie as every member's form is (the site's own Origin, then the refresh cookie). It runs the
 * schema and service function of PUT /api/events/:id/booking, or with the press `intent=cancel`
 * those of DELETE (the cancel button's own press, `ask-cancel`, only leads to the page's question
 * at `?confirm=cancel`), and answers a 303 to the sign-up's page with its notice, or that page again
 * (for this session) with what was ticked and typed and the errors. A person of another family is
 * refused as the API refuses them (403, nothing changed): the page never lists them.
 */

const COUNT_FIELDS = ['guestAdults', 'guestChildren', 'note'] as const;
// A note of 500 Tamil characters is 1.5 KB, and a family's boxes are a few names more.
const MEMBER_BOOKING_BODY_LIMIT = 16 * 1024;

type TOptions = { userForCookie: TSessionCookieUserLoader };

/** Mounted under /events: POST /events/:id/signup. */
export const memberBookingFormPostRoutes: FastifyPluginAsync<TOptions> = async (app, { userForCookie }) => {
  const context = app.contexts.bookings;
  const atPagePath = acceptFormsAtPagePath(app, MEMBER_BOOKING_BODY_LIMIT);
  app.post<{ Params: { id: string } }>(
    '/:id/signup',
    { ...atPagePath, preHandler: requireSessionFormPost(userForCookie) },
    async (request, reply) => {
      const eventId = rowIdOf(request.params.id, eventNotFound);
      const page = eventSignupAddress(eventId);
      const done = (mark: string) => reply.redirect(`${page}?${FORM_POST_DONE_PARAM}=${mark}`, 303);
      const caller = callerOf(request);
      const [press] = Object.values(formValues(request.body, [FORM_PRESS_FIELD]));
      const attendees = tickedBoxes(request.body, ATTENDEE_FIELD_PREFIX);
      const values = {
        ...formValues(request.body, COUNT_FIELDS),
        ...Object.fromEntries(attendees.map((givenId) => [`${ATTENDEE_FIELD_PREFIX}${givenId}`, 'true'])),
      };
      // The cancel button pressed: the page asks first, as the app's dialog does; nothing changes yet.
      if (press === ASK_CANCEL_PRESS) return reply.redirect(`${page}?${CONFIRM_PARAM}=${CONFIRM_CANCEL}`, 303);
      try {
        if (press === CANCEL_PRESS) {
          await cancelMemberBooking(context, eventId, caller);
          return await done(SIGNUP_DONE.cancelled);
        }
        await saveMemberBooking(context, eventId, caller, parseFields(ZMemberBookingInput, { ...values, attendees }));
      } catch (error) {
        if (error instanceof FieldValidationError) {
          return answerRefusedForm(request, reply, { form: MEMBER_SIGNUP_FORM, values, errors: error.fields });
        }
        // No such event (404), another family's person (403): as the API answers. Closed or full is said on the form.
        const answeredAsTheApi = error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403);
        if (!(error instanceof HttpError) || error.statusCode >= 500 || answeredAsTheApi) throw error;
        return answerRefusedForm(request, reply, { form: MEMBER_SIGNUP_FORM, values, errors: {}, refusal: error.code });
      }
      return done(SIGNUP_DONE.saved);
    },
  );
};
