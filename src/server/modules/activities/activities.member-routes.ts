import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZActivityEnrolment, ZFamilyActivities } from '../../../shared/activities.schema.ts';
import { parseRowId } from '../../../shared/row-id.ts';
import { FORM_REFUSALS } from '../../http/errors.ts';
import { pathId } from '../../http/path-id.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { activityNotFound } from './activity-read.ts';
import { familyActivities, familyEnrol, familyUnenrol } from './family-activities.service.ts';

const security = [{ bearer: [] }];

const idOf = (value: string) => pathId(value, activityNotFound);

/** /api/member/activities: a family's view of the activities, enrolling and taking off its own members. */
export const activitiesMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.activities;
  const member = { preHandler: requireUser } as const;

  app.get(
    '/activities',
    {
      ...member,
      schema: {
        summary: "The published activities and which of the family's members may join or have joined",
        security,
        response: { 200: ZFamilyActivities, ...FORM_REFUSALS },
      },
    },
    async (request) => familyActivities(context, signedInUser(request).id),
  );

  app.post(
    '/activities/:id/enrolments',
    {
      ...member,
      schema: {
        summary: 'Enrol a member of the family in an activity',
        security,
        params: z.object({ id: z.string() }),
        body: ZActivityEnrolment,
        response: { 200: ZFamilyActivities, ...FORM_REFUSALS },
      },
    },
    async (request) => familyEnrol(context, signedInUser(request).id, idOf(request.params.id), request.body.userId),
  );

  app.delete(
    '/activities/:id/enrolments/:userId',
    {
      ...member,
      schema: {
        summary: 'Take a member of the family off an activity',
        security,
        params: z.object({ id: z.string(), userId: z.string() }),
        response: { 200: ZFamilyActivities, ...FORM_REFUSALS },
      },
    },
    async (request) => {
      const userId = parseRowId(request.params.userId);
      if (userId === null) throw activityNotFound();
      return familyUnenrol(context, signedInUser(request).id, idOf(request.params.id), userId);
    },
  );
};
