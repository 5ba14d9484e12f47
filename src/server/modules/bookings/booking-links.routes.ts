import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBookingToken, ZGuestBooking, ZMyBookings } from '../../../shared/bookings.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { callerOf, sendFieldErrors, ZBookingFieldErrors } from './booking-answers.ts';
import { cancelGuestBooking, confirmGuestBooking } from './guest-bookings.service.ts';
import { familyBookings } from './my-bookings.service.ts';

const LINK_RESPONSES = { 200: ZGuestBooking, 400: ZBookingFieldErrors, 409: ZErrorResponse, 429: ZErrorResponse };

/** Mounted under /api/bookings: the visitor's mailed links, used by a button on the page (never on GET). */
export const bookingLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.bookings;
  app.post(
    '/confirm',
    {
      attachValidation: true,
      schema: {
        summary: "Confirm a visitor's booking with the mailed code",
        body: ZBookingToken,
        response: LINK_RESPONSES,
      },
    },
    async (request, reply) => {
      if (request.validationError) return sendFieldErrors(reply, request.validationError.validation);
      return confirmGuestBooking(context, request.body.token);
    },
  );

  app.post(
    '/cancel',
    {
      attachValidation: true,
      schema: {
        summary: "Cancel a visitor's booking with the code in the confirmation",
        body: ZBookingToken,
        response: LINK_RESPONSES,
      },
    },
    async (request, reply) => {
      if (request.validationError) return sendFieldErrors(reply, request.validationError.validation);
      return cancelGuestBooking(context, request.body.token);
    },
  );
};

/** Mounted under /api/member: the family's bookings for /mypage. */
export const myBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.bookings;
  app.get(
    '/bookings',
    {
      onRequest: requireUser,
      schema: {
        summary: "The family's bookings (not cancelled ones), soonest event first",
        security: [{ bearer: [] }],
        response: { 200: ZMyBookings, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return familyBookings(context, callerOf(request).userId);
    },
  );
};
