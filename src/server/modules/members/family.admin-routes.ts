import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGivenId } from '../../../shared/given-id.schema.ts';
import {
  UPDATED_TEXT,
  ZAddressUpdate,
  ZFamilyProfile,
  ZKidUpdate,
  ZProfileUpdate,
  ZSpouseUpdate,
} from '../../../shared/profile.schema.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import {
  boardUpdateAddress,
  boardUpdateKid,
  boardUpdateSelf,
  boardUpdateSpouse,
  familyForBoard,
  recordCashRenewal,
} from './family-admin.service.ts';
import { UPDATE_RESPONSES as MEMBER_UPDATE_RESPONSES } from './profile.routes.ts';

const ZParams = z.object({ givenId: ZGivenId });
const security = [{ bearer: [] }];
// The member's own edit answers, and 404 for a givenId nobody has.
const UPDATE_RESPONSES = { ...MEMBER_UPDATE_RESPONSES, 404: ZErrorResponse };

/**
 * The board helps a family (under /api/admin, every route needs role Admin): GET /family/:givenId,
 * POST …/update|updateaddress|updatespouse|updatekid with the member's own schemas and services, and
 * POST /cash-renewal {givenId}. Every change is audit-logged;
 * the sign-in address of someone with an account changes only when they confirm it.
 */
export const familyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a visitor gets 401 before the body is even read or validated.
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.profile;
  const updated = <T extends { type: (value: string) => T; send: (value: string) => T }>(reply: T) =>
    reply.type('text/plain; charset=utf-8').send(UPDATED_TEXT);

  app.get(
    '/family/:givenId',
    {
      schema: {
        summary: 'A family as its members see it on /mypage',
        security,
        params: ZParams,
        response: { 200: ZFamilyProfile, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => familyForBoard(context, request.params.givenId, signedInUser(request).id),
  );

  app.post(
    '/family/:givenId/update',
    {
      schema: {
        summary: "Correct a member's details",
        security,
        params: ZParams,
        body: ZProfileUpdate,
        response: UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      await boardUpdateSelf(context, request.params.givenId, request.body.self, signedInUser(request).id);
      return updated(reply);
    },
  );

  app.post(
    '/family/:givenId/updateaddress',
    {
      schema: {
        summary: "Correct a family's address",
        security,
        params: ZParams,
        body: ZAddressUpdate,
        response: UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      await boardUpdateAddress(context, request.params.givenId, request.body.self, signedInUser(request).id);
      return updated(reply);
    },
  );

  app.post(
    '/family/:givenId/updatespouse',
    {
      schema: {
        summary: "Add or correct a family's spouse",
        security,
        params: ZParams,
        body: ZSpouseUpdate,
        response: UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      await boardUpdateSpouse(context, request.params.givenId, request.body.self, signedInUser(request).id);
      return updated(reply);
    },
  );

  app.post(
    '/family/:givenId/updatekid',
    {
      schema: {
        summary: "Add or correct a family's kid",
        security,
        params: ZParams,
        body: ZKidUpdate,
        response: UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      await boardUpdateKid(context, request.params.givenId, request.body.self, signedInUser(request).id);
      return updated(reply);
    },
  );

  app.post(
    '/cash-renewal',
    {
      schema: {
        summary: 'Record a membership of the current FY paid in cash (Approved)',
        security,
        body: z.object({ givenId: ZGivenId }),
        response: {
          200: z.object({ ok: z.literal(true), year: z.number().int(), amountSek: z.number().int() }),
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => recordCashRenewal(context, request.body.givenId, signedInUser(request).id),
  );
};
