import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UPDATED_TEXT,
  ZAddressUpdate,
  ZFamilyProfile,
  ZKidUpdate,
  ZPreferences,
  ZProfileUpdate,
  ZSpouseUpdate,
} from '../../../shared/profile.schema.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { updateOwnAddress, updateOwnKid, updateOwnSelf, updateOwnSpouse } from './profile-edits.service.ts';
import { exportFamily, ownFamilyProfile, requestClosure, setPreferences } from './profile.service.ts';

const security = [{ bearer: [] }];
/** What a profile edit answers; the board's routes (family.admin-routes.ts) answer the same. */
export const UPDATE_RESPONSES = {
  200: z.string(),
  400: ZFieldErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
};

/** Under /api/member: the profile page's edits, export, closure request and preferences. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const context = app.contexts.profile;
  const callerId = (request: FastifyRequest): number => signedInUser(request).id;
  const updated = (reply: { type: (value: string) => unknown }) => {
    reply.type('text/plain; charset=utf-8');
    return UPDATED_TEXT;
  };

  app.get(
    '/family',
    {
      schema: {
        summary: "The caller's family for /mypage",
        security,
        response: { 200: ZFamilyProfile, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => ownFamilyProfile(context, callerId(request)),
  );

  app.post(
    '/update',
    { schema: { summary: 'Update own details', security, body: ZProfileUpdate, response: UPDATE_RESPONSES } },
    async (request, reply) => {
      await updateOwnSelf(context, callerId(request), request.body.self);
      return updated(reply);
    },
  );

  app.post(
    '/updateaddress',
    { schema: { summary: "Update the family's address", security, body: ZAddressUpdate, response: UPDATE_RESPONSES } },
    async (request, reply) => {
      await updateOwnAddress(context, callerId(request), request.body.self);
      return updated(reply);
    },
  );

  app.post(
    '/updatespouse',
    {
      schema: {
        summary: 'Add or update the other adult',
        description:
          'Names and details change at once. A new e-mail for an adult with an account waits for that adult: ' +
          'a link to the new address (confirmed while signed in) and a notice to the old one. Audit-logged.',
        security,
        body: ZSpouseUpdate,
        response: UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      await updateOwnSpouse(context, callerId(request), request.body.self);
      return updated(reply);
    },
  );

  app.post(
    '/updatekid',
    { schema: { summary: 'Add or update a kid', security, body: ZKidUpdate, response: UPDATE_RESPONSES } },
    async (request, reply) => {
      await updateOwnKid(context, callerId(request), request.body.self);
      return updated(reply);
    },
  );

  app.post(
    '/preferences',
    {
      schema: {
        summary: 'Renewal reminders and announcements on or off',
        security,
        body: ZPreferences,
        response: { 200: ZPreferences, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => setPreferences(context, callerId(request), request.body),
  );

  app.post(
    '/close-request',
    {
      schema: {
        summary: 'Ask the board to close the account',
        security,
        response: {
          200: z.object({ ok: z.literal(true), closureRequestedAt: z.string() }),
          401: ZErrorResponse,
          403: ZErrorResponse,
        },
      },
    },
    async (request) => ({ ok: true as const, closureRequestedAt: await requestClosure(context, callerId(request)) }),
  );

  app.get(
    '/export',
    { schema: { summary: "Everything the site holds about the caller's family", security } },
    async (request, reply) => {
      const data = await exportFamily(context, callerId(request));
      return reply
        .header('content-disposition', 'attachment; filename="my-data.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
