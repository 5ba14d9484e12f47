import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAssociation } from '../../../shared/association.ts';
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
import { updateAddress, updateKid, updateSelf, updateSpouse } from './profile-edits.service.ts';
import {
  exportFamily,
  familyOfUser,
  ownFamilyProfile,
  requestClosure,
  setPreferences,
  type TActor,
  type TProfileContext,
  profileContext,
} from './profile.service.ts';

export type TMemberRoutesOptions = { association: TAssociation; clock: () => Date };

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
export const profileRoutes: FastifyPluginAsyncZod<TMemberRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', requireUser);

  const callerId = (request: FastifyRequest): number => signedInUser(request).id;
  // On their own page everyone acts as a member, the board too: its powers are under /api/admin.
  const caller = (request: FastifyRequest): TActor => ({ id: callerId(request), isAdmin: false });
  const context = (): TProfileContext =>
    profileContext(app.db, options.association, app.config.publicUrl, options.clock());
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
    async (request) => {
      return ownFamilyProfile(app.db, callerId(request), options.clock());
    },
  );

  app.post(
    '/update',
    { schema: { summary: 'Update own details', security, body: ZProfileUpdate, response: UPDATE_RESPONSES } },
    async (request, reply) => {
      const id = callerId(request);
      await familyOfUser(app.db, id);
      await updateSelf(context(), id, request.body.self, caller(request));
      return updated(reply);
    },
  );

  app.post(
    '/updateaddress',
    { schema: { summary: "Update the family's address", security, body: ZAddressUpdate, response: UPDATE_RESPONSES } },
    async (request, reply) => {
      const { user } = await familyOfUser(app.db, callerId(request));
      await updateAddress(context(), user.familyId ?? -1, request.body.self, caller(request));
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
      await updateSpouse(context(), callerId(request), request.body.self, caller(request));
      return updated(reply);
    },
  );

  app.post(
    '/updatekid',
    { schema: { summary: 'Add or update a kid', security, body: ZKidUpdate, response: UPDATE_RESPONSES } },
    async (request, reply) => {
      await updateKid(context(), callerId(request), request.body.self, caller(request));
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
    async (request) => {
      await setPreferences(app.db, callerId(request), request.body);
      return request.body;
    },
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
    async (request) => ({ ok: true as const, closureRequestedAt: await requestClosure(context(), callerId(request)) }),
  );

  app.get(
    '/export',
    { schema: { summary: "Everything the site holds about the caller's family", security } },
    async (request, reply) => {
      const data = await exportFamily(app.db, callerId(request));
      return reply
        .header('content-disposition', 'attachment; filename="my-data.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
