import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAttendanceAccess,
  ZAttendanceList,
  ZAttendanceOverview,
  ZSessionTimes,
  ZTickBatch,
} from '../../../shared/attendance.schema.ts';
import { parseRowId } from '../../../shared/row-id.ts';
import { ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { confirmList, saveSessionTimes, saveTicks } from './attendance-changes.service.ts';
import { attendanceAccess, attendanceOverview, openList, type TAttendanceCaller } from './attendance.service.ts';

const security = [{ bearer: [] }];
const ZListParams = z.object({ activityId: z.string(), day: z.string() });
const ERRORS = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
// 300 ticks of a guest with an 80-character Tamil name are about 150 KB.
const TICKS_BODY_LIMIT = 256 * 1024;

function callerOf(request: FastifyRequest): TAttendanceCaller {
  const user = signedInUser(request);
  return { userId: user.id, isAdmin: user.role === 'Admin' };
}

/**
 * Mounted under /api/attendance, for signed-in members: the lists of the activities they lead (the
 * board: of every activity). Answers hold personal data and are never stored by a cache.
 */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.attendance;
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/access',
    {
      schema: {
        summary: 'Whether the caller may take attendance (leads an activity, or is on the board)',
        security,
        response: { 200: ZAttendanceAccess, 401: ZErrorResponse },
      },
    },
    async (request) => attendanceAccess(context, callerOf(request)),
  );

  app.get(
    '/',
    {
      schema: {
        summary: "The caller's activities and their meeting days, today's first (the board: every activity)",
        security,
        response: { 200: ZAttendanceOverview, ...ERRORS },
      },
    },
    async (request) => attendanceOverview(context, callerOf(request)),
  );

  app.get(
    '/:activityId/:day',
    {
      schema: {
        summary: "A meeting day's attendance list; opening it makes the day's session",
        security,
        params: ZListParams,
        response: { 200: ZAttendanceList, ...ERRORS },
      },
    },
    async (request) => openList(context, callerOf(request), parseRowId(request.params.activityId), request.params.day),
  );

  app.post(
    '/:activityId/:day/ticks',
    {
      bodyLimit: TICKS_BODY_LIMIT,
      schema: {
        summary:
          'Ticks of who came (members and guests); per person the later tick wins, a batch sent again changes nothing',
        security,
        params: ZListParams,
        body: ZTickBatch,
        response: { 200: ZAttendanceList, 400: ZFieldErrorResponse, ...ERRORS },
      },
    },
    async (request) =>
      saveTicks(
        context,
        callerOf(request),
        parseRowId(request.params.activityId),
        request.params.day,
        request.body.ticks,
      ),
  );

  app.put(
    '/:activityId/:day/times',
    {
      schema: {
        summary: "The session's real start and end times",
        security,
        params: ZListParams,
        body: ZSessionTimes,
        response: { 200: ZAttendanceList, 400: ZFieldErrorResponse, ...ERRORS },
      },
    },
    async (request) =>
      saveSessionTimes(
        context,
        callerOf(request),
        parseRowId(request.params.activityId),
        request.params.day,
        request.body,
      ),
  );

  app.post(
    '/:activityId/:day/confirm',
    {
      schema: {
        summary: 'Confirms the list: the caller is recorded as the leader of the session',
        security,
        params: ZListParams,
        response: { 200: ZAttendanceList, ...ERRORS },
      },
    },
    async (request) =>
      confirmList(context, callerOf(request), parseRowId(request.params.activityId), request.params.day),
  );
};
