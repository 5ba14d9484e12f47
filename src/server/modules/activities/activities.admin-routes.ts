import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZActivityAdmin,
  ZActivityAdminList,
  ZActivityEnrolment,
  ZActivityFields,
  ZActivityPeople,
  ZActivityPeopleQuery,
} from '../../../shared/activities.schema.ts';
import { parseRowId } from '../../../shared/row-id.ts';
import { ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { pathId } from '../../http/path-id.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import {
  adminActivities,
  boardEnrol,
  boardUnenrol,
  createActivity,
  deleteActivity,
  searchPeople,
  updateActivity,
} from './activities.service.ts';
import { activityNotFound } from './activity-read.ts';

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const ERRORS = { 400: ZFieldErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

const idOf = (value: string) => pathId(value, activityNotFound);

/**
 * /api/admin/activities: the board's weekly activities with their leaders and enrolled members, and
 * the name search its pickers use. Every change is audit-logged in its transaction.
 */
export const activitiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.activities;

  app.get(
    '',
    {
      schema: {
        summary: 'Every activity with leaders and enrolled members (admin)',
        security,
        response: { 200: ZActivityAdminList, ...ERRORS },
      },
    },
    async () => adminActivities(context),
  );

  app.get(
    '/people',
    {
      schema: {
        summary: 'Approved members by name or member number, for leaders and enrolments (admin)',
        security,
        querystring: ZActivityPeopleQuery,
        response: { 200: ZActivityPeople, ...ERRORS },
      },
    },
    async (request) => searchPeople(context, request.query.q),
  );

  app.post(
    '',
    {
      schema: {
        summary: 'Add an activity (admin)',
        security,
        body: ZActivityFields,
        response: { 200: ZActivityAdmin, ...ERRORS },
      },
    },
    async (request) => createActivity(context, signedInUser(request).id, request.body),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Change an activity (admin)',
        security,
        params: ZIdParams,
        body: ZActivityFields,
        response: { 200: ZActivityAdmin, ...ERRORS },
      },
    },
    async (request) => updateActivity(context, signedInUser(request).id, idOf(request.params.id), request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete an activity (admin)',
        security,
        params: ZIdParams,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await deleteActivity(context, signedInUser(request).id, idOf(request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/enrolments',
    {
      schema: {
        summary: 'Enrol a member in an activity (admin)',
        security,
        params: ZIdParams,
        body: ZActivityEnrolment,
        response: { 200: ZActivityAdmin, ...ERRORS },
      },
    },
    async (request) => boardEnrol(context, signedInUser(request).id, idOf(request.params.id), request.body.userId),
  );

  app.delete(
    '/:id/enrolments/:userId',
    {
      schema: {
        summary: 'Take a member off an activity (admin)',
        security,
        params: z.object({ id: z.string(), userId: z.string() }),
        response: { 200: ZActivityAdmin, ...ERRORS },
      },
    },
    async (request) => {
      const userId = parseRowId(request.params.userId);
      if (userId === null) throw activityNotFound();
      return boardUnenrol(context, signedInUser(request).id, idOf(request.params.id), userId);
    },
  );
};
