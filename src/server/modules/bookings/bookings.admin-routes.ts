import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminBooking,
  ZAdminBookingChange,
  ZAdminBookingMove,
  ZAdminBookings,
  ZBookingMoveTargets,
  ZCheckInInput,
  ZPaymentInput,
  ZSignupSettings,
  ZSignupSettingsAnswer,
} from '../../../shared/bookings.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { callerOf, rowIdOf, sendFieldErrors, ZBookingFieldErrors } from './booking-answers.ts';
import {
  bookingNotFound,
  checkIn,
  closeSignup,
  eventBookings,
  recordPayment,
  saveSignupSettings,
  signupSettings,
} from './bookings-admin.service.ts';
import {
  bookingMoveTargets,
  cancelBookingByBoard,
  moveBookingByBoard,
  shrinkBookingByBoard,
} from './booking-board-changes.service.ts';
import { bookingsCsv, bookingsCsvFileName } from './bookings-csv.ts';
import { eventNotFound } from './bookings.service.ts';

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const ERRORS = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const WRITE_ERRORS = { ...ERRORS, 400: ZBookingFieldErrors, 409: ZErrorResponse };

/** Mounted under /api/admin: the board opens sign-up, sees the bookings, checks people in, records payments. */
export const bookingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.bookings;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/events/:id/signup',
    {
      schema: {
        summary: "An event's sign-up settings (null: none)",
        security,
        params: ZIdParams,
        response: { 200: ZSignupSettingsAnswer, ...ERRORS },
      },
    },
    async (request) => signupSettings(context, rowIdOf(request.params.id, eventNotFound)),
  );

  app.put(
    '/events/:id/signup',
    {
      attachValidation: true,
      schema: {
        summary: 'Open or change sign-up on an event (audit-logged)',
        security,
        params: ZIdParams,
        body: ZSignupSettings,
        response: { 200: ZSignupSettingsAnswer, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const eventId = rowIdOf(request.params.id, eventNotFound);
      if (request.validationError) return sendFieldErrors(reply, request.validationError.validation);
      return saveSignupSettings(context, callerOf(request).userId, eventId, request.body);
    },
  );

  app.delete(
    '/events/:id/signup',
    {
      schema: {
        summary: 'Close sign-up on an event; the bookings made stay (audit-logged)',
        security,
        params: ZIdParams,
        response: { 200: ZSignupSettingsAnswer, ...ERRORS },
      },
    },
    async (request) => closeSignup(context, callerOf(request).userId, rowIdOf(request.params.id, eventNotFound)),
  );

  app.get(
    '/events/:id/bookings',
    {
      schema: {
        summary: "An event's bookings with totals (unconfirmed visitors' left out)",
        security,
        params: ZIdParams,
        response: { 200: ZAdminBookings, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return eventBookings(context, rowIdOf(request.params.id, eventNotFound));
    },
  );

  app.get(
    '/events/:id/bookings.csv',
    {
      schema: {
        summary: "An event's bookings as CSV, for the door",
        security,
        params: ZIdParams,
        // text/csv: Fastify sends the string as it is, past the JSON serializer.
        response: { 200: z.string(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const eventId = rowIdOf(request.params.id, eventNotFound);
      const csv = bookingsCsv(await eventBookings(context, eventId));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${bookingsCsvFileName(eventId)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.put(
    '/bookings/:id/check-in',
    {
      attachValidation: true,
      schema: {
        summary: 'Who of a confirmed booking has arrived, as a whole (idempotent; audit-logged)',
        security,
        params: ZIdParams,
        body: ZCheckInInput,
        response: { 200: ZAdminBooking, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const bookingId = rowIdOf(request.params.id, bookingNotFound);
      if (request.validationError) return sendFieldErrors(reply, request.validationError.validation);
      return checkIn(context, callerOf(request).userId, bookingId, request.body);
    },
  );

  app.put(
    '/bookings/:id/payment',
    {
      attachValidation: true,
      schema: {
        summary: "Record or take back a booking's payment (audit-logged)",
        security,
        params: ZIdParams,
        body: ZPaymentInput,
        response: { 200: ZAdminBooking, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const bookingId = rowIdOf(request.params.id, bookingNotFound);
      if (request.validationError) return sendFieldErrors(reply, request.validationError.validation);
      return recordPayment(context, callerOf(request).userId, bookingId, request.body.paid);
    },
  );

  app.delete(
    '/bookings/:id',
    {
      schema: {
        summary: 'Cancel any booking; the family or visitor is told, the waiting list moves up (audit-logged)',
        security,
        params: ZIdParams,
        response: { 200: ZAdminBooking, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      cancelBookingByBoard(context, callerOf(request).userId, rowIdOf(request.params.id, bookingNotFound)),
  );

  app.put(
    '/bookings/:id',
    {
      attachValidation: true,
      schema: {
        summary: 'Make any booking smaller: who of the family stays, and how many others (audit-logged)',
        security,
        params: ZIdParams,
        body: ZAdminBookingChange,
        response: { 200: ZAdminBooking, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const bookingId = rowIdOf(request.params.id, bookingNotFound);
      if (request.validationError) return sendFieldErrors(reply, request.validationError.validation);
      return shrinkBookingByBoard(context, callerOf(request).userId, bookingId, request.body);
    },
  );

  app.get(
    '/bookings/:id/move-targets',
    {
      schema: {
        summary: 'The events with sign-up a booking may be moved to, soonest first',
        security,
        params: ZIdParams,
        response: { 200: ZBookingMoveTargets, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return bookingMoveTargets(context, rowIdOf(request.params.id, bookingNotFound));
    },
  );

  app.put(
    '/bookings/:id/event',
    {
      attachValidation: true,
      schema: {
        summary: 'Move a booking whole to another event with sign-up, where it must fit (audit-logged)',
        security,
        params: ZIdParams,
        body: ZAdminBookingMove,
        response: { 200: ZAdminBooking, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const bookingId = rowIdOf(request.params.id, bookingNotFound);
      if (request.validationError) return sendFieldErrors(reply, request.validationError.validation);
      return moveBookingByBoard(context, callerOf(request).userId, bookingId, request.body.eventId);
    },
  );
};
