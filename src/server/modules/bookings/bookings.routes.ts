import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZGuestBookingAccepted,
  ZGuestBookingInput,
  ZMemberBookingAnswer,
  ZMemberBookingInput,
  ZSignupStatus,
  ZSignupStatusList,
} from '../../../shared/bookings.ts';
import { loadUser, requireUser } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { callerOf, rowIdOf, sendFieldErrors, ZBookingFieldErrors } from './booking-answers.ts';
import { requestGuestBooking } from './guest-bookings.service.ts';
import { cancelMemberBooking, eventNotFound, memberBooking, saveMemberBooking } from './bookings.service.ts';
import { eventSignupStatus, openSignups, type TSignupAudience } from './signup-status.service.ts';

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
// A note of 500 Tamil characters is 1.5 KB; the rest is small.
const BOOKING_BODY_LIMIT = 16 * 1024;
const ERRORS = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

async function audienceOf(request: Parameters<typeof loadUser>[0]): Promise<TSignupAudience> {
  const user = await loadUser(request);
  if (!user) return 'visitor';
  return user.role === 'Admin' ? 'admin' : 'member';
}

/** Mounted under /api/events: places left, a family's booking, a visitor's sign-up. */
export const eventBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.bookings;
  app.get(
    '/signups',
    {
      schema: {
        summary: 'Places left of every event open for sign-up that the caller may sign up to (Bearer optional)',
        security,
        response: { 200: ZSignupStatusList },
      },
    },
    async (request, reply) => {
      void reply.header('vary', 'authorization').header('cache-control', 'no-cache');
      return openSignups(context, await audienceOf(request));
    },
  );

  app.get(
    '/:id/signup',
    {
      schema: {
        summary:
          "An event's sign-up: open or not, places left, prices (Bearer optional; visitors only when open to them)",
        security,
        params: ZIdParams,
        response: { 200: ZSignupStatus, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('vary', 'authorization').header('cache-control', 'no-cache');
      return eventSignupStatus(context, rowIdOf(request.params.id, eventNotFound), await audienceOf(request));
    },
  );

  app.get(
    '/:id/booking',
    {
      onRequest: requireUser,
      schema: {
        summary: "The family's booking of the event (null when none) and the family's people",
        security,
        params: ZIdParams,
        response: { 200: ZMemberBookingAnswer, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return memberBooking(context, rowIdOf(request.params.id, eventNotFound), callerOf(request));
    },
  );

  app.put(
    '/:id/booking',
    {
      onRequest: requireUser,
      bodyLimit: BOOKING_BODY_LIMIT,
      attachValidation: true,
      schema: {
        summary: 'Sign the family up, or change its booking, until the last day of sign-up',
        security,
        params: ZIdParams,
        body: ZMemberBookingInput,
        response: { 200: ZMemberBookingAnswer, 400: ZBookingFieldErrors, ...ERRORS },
      },
    },
    async (request, reply) => {
      const eventId = rowIdOf(request.params.id, eventNotFound);
      if (request.validationError) return sendFieldErrors(reply, request.validationError.validation);
      return saveMemberBooking(context, eventId, callerOf(request), request.body);
    },
  );

  app.delete(
    '/:id/booking',
    {
      onRequest: requireUser,
      schema: {
        summary: "Cancel the family's booking until the last day of sign-up",
        security,
        params: ZIdParams,
        response: { 200: ZMemberBookingAnswer, ...ERRORS },
      },
    },
    async (request) => cancelMemberBooking(context, rowIdOf(request.params.id, eventNotFound), callerOf(request)),
  );

  app.post(
    '/:id/guest-bookings',
    {
      bodyLimit: BOOKING_BODY_LIMIT,
      attachValidation: true,
      schema: {
        summary: 'A visitor signs up (events open to non-members); a link to confirm it is mailed',
        params: ZIdParams,
        body: ZGuestBookingInput,
        response: {
          202: ZGuestBookingAccepted,
          400: ZBookingFieldErrors,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const eventId = rowIdOf(request.params.id, eventNotFound);
      if (request.validationError) return sendFieldErrors(reply, request.validationError.validation);
      await requestGuestBooking(context, eventId, request.body);
      return reply.code(202).send({ status: 'pending_email' as const });
    },
  );
};
